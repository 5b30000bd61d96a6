import { type CompanyReport, REPORT_CSV_HEADER } from '@trilha/contract';

/** A number with a decimal comma, as Brazilian spreadsheets read it; empty when there is none. */
export const decimal = (value: number | null) => (value === null ? null : String(value).replace('.', ','));

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formulas are neutralised for spreadsheets. */
export const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * The report's monthly series as CSV: UTF-8 with a BOM (so spreadsheets show accents), `;` between cells and a
 * decimal comma, as Brazilian spreadsheets expect; the header row in pt-BR.
 */
export function reportCsv(report: CompanyReport): string {
  const lines = [
    REPORT_CSV_HEADER,
    ...report.months.map((m) => [m.month, m.submitted, m.hired, m.rejected, decimal(m.averageDaysToAnswer), m.completions]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** The CSV's file name: the workspace's subdomain and the report's period. */
export const reportCsvName = (subdomain: string | null, report: CompanyReport) =>
  `relatorio-${subdomain ?? 'empresa'}-${report.period.from}-${report.period.to}.csv`;
