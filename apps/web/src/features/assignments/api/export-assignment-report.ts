import { useMutation } from '@tanstack/react-query';
import { type AssignmentReportQuery, assignmentsApi } from '@trilha/contract';
import { apiFile } from '../../../lib/api/files.ts';
import { saveFile } from '../../../lib/files/save-file.ts';

/** GET /v1/-/learning/assignments/report.csv: the report as a CSV file, saved under the name the server gives. */
export const useExportAssignmentReport = (company: string) =>
  useMutation({
    mutationFn: async (query: AssignmentReportQuery) => {
      const file = await apiFile(assignmentsApi.exportAssignmentReport, { query, company, accept: 'text/csv' });
      saveFile(file.blob, file.name ?? 'treinamentos.csv');
    },
  });
