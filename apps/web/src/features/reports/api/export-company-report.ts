import { useMutation } from '@tanstack/react-query';
import { type ReportQuery, reportsApi } from '@trilha/contract';
import { ApiError } from '../../../lib/api/api-error.ts';
import { tokenStorage } from '../../../lib/session/token-storage.ts';

/**
 * GET /v1/-/reports.csv, saved by the browser under the name the server gives. The answer is a CSV file, not JSON,
 * so this reads it as a blob instead of going through the JSON client.
 */
async function downloadReport(company: string, query: ReportQuery): Promise<void> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const headers: Record<string, string> = { accept: 'text/csv', 'x-company': company };
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${reportsApi.exportCompanyReport.path}?${search}`, { headers });
  } catch {
    throw new ApiError(0, 'network', 'network');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null))?.error ?? {};
    throw new ApiError(response.status, envelope.code ?? 'internal', envelope.message ?? response.statusText, envelope.fields);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'relatorio.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export const useExportCompanyReport = (company: string) =>
  useMutation({ mutationFn: (query: ReportQuery) => downloadReport(company, query) });
