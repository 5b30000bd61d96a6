import { ASSIGNMENT_CSV_HEADER, type AssignmentKind, type AssignmentStatus } from '@trilha/contract';
import { csvCell } from '../reports/index.ts';
import type { ReportRow } from './assignments.data.ts';

const KIND: Record<AssignmentKind, string> = { content: 'Conteúdo', list: 'Trilha' };
const STATUS: Record<AssignmentStatus, string> = {
  not_started: 'Não iniciado',
  in_progress: 'Em andamento',
  done: 'Concluído (verificado)',
  overdue: 'Atrasado',
};
const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The report as CSV, one row per person and assignment: UTF-8 with a BOM and `;` between cells as Brazilian
 * spreadsheets read it, the header in pt-BR, every cell through the reports' cell (formulas neutralised).
 */
export function assignmentCsv(rows: ReportRow[]): string {
  const lines = [
    ASSIGNMENT_CSV_HEADER,
    ...rows.map((r) => [r.name, r.email, r.departmentName, KIND[r.kind], r.title, brDate(r.dueDate), STATUS[r.status]]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export const assignmentCsvName = (subdomain: string | null, today: string) => `treinamentos-${subdomain ?? 'empresa'}-${today}.csv`;
