import { useMutation } from '@tanstack/react-query';
import { type ReportQuery, reportsApi } from '@trilha/contract';
import { apiFile } from '../../../lib/api/files.ts';
import { saveFile } from '../../../lib/files/save-file.ts';

/** GET /v1/-/reports/hiring.csv: the hiring analytics as a CSV file, saved under the name the server gives. */
export const useExportHiringReport = (company: string) =>
  useMutation({
    mutationFn: async (query: ReportQuery) => {
      const file = await apiFile(reportsApi.exportHiringReport, { query, company, accept: 'text/csv' });
      saveFile(file.blob, file.name ?? 'contratacoes.csv');
    },
  });
