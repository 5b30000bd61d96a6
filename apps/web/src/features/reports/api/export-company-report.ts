import { useMutation } from '@tanstack/react-query';
import { type ReportQuery, reportsApi } from '@trilha/contract';
import { apiFile } from '../../../lib/api/files.ts';
import { saveFile } from '../../../lib/files/save-file.ts';

/** GET /v1/-/reports.csv: the company report as a CSV file, saved by the browser under the name the server gives. */
export const useExportCompanyReport = (company: string) =>
  useMutation({
    mutationFn: async (query: ReportQuery) => {
      const file = await apiFile(reportsApi.exportCompanyReport, { query, company, accept: 'text/csv' });
      saveFile(file.blob, file.name ?? 'relatorio.csv');
    },
  });
