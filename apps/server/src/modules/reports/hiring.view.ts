import { type FunnelStage, HIRING_CSV_HEADERS, type HiringReport, type StepKind } from '@trilha/contract';
import { cell, decimal } from './reports.view.ts';

/** The stages and steps as the pt-BR report screen names them (locales/pt-BR/reports.json). */
const STAGE_LABEL: Record<FunnelStage, string> = {
  new: 'Nova',
  screening: 'Triagem',
  interview: 'Entrevista',
  offer: 'Proposta',
  hired: 'Contratado',
};
const STEP_LABEL: Record<StepKind, string> = {
  videos: 'Vídeos',
  faq: 'Perguntas frequentes',
  profile: 'Perfil e currículo',
  questions: 'Perguntas',
  video_answer: 'Vídeo de resposta',
};
const percent = (share: number) => `${decimal(Math.round(share * 1000) / 10)}%`;

/**
 * The hiring analytics as CSV: one table per part, each under its pt-BR header row, a blank line between them;
 * UTF-8 with a BOM, `;` between cells and a decimal comma, as the company report's CSV.
 */
export function hiringCsv(report: HiringReport): string {
  const tables: (string | number | null)[][][] = [
    [[...HIRING_CSV_HEADERS.funnel], ...report.funnel.map((row) => [STAGE_LABEL[row.stage], row.reached, percent(row.conversion)])],
    [[...HIRING_CSV_HEADERS.timeToHire], ['Dias', decimal(report.timeToHireDays.median), decimal(report.timeToHireDays.p75)]],
    [[...HIRING_CSV_HEADERS.trend], ...report.timeToHireTrend.map((row) => [row.month, decimal(row.median)])],
    [[...HIRING_CSV_HEADERS.timeInStage], ...report.timeInStageDays.map((row) => [STAGE_LABEL[row.stage], decimal(row.median)])],
    [[...HIRING_CSV_HEADERS.sources], ...report.sources.map((row) => [row.source, row.applications, row.hires])],
    [[...HIRING_CSV_HEADERS.steps], ...report.stepDropOff.map((row) => [STEP_LABEL[row.step], row.started, row.finished])],
  ];
  const text = tables.map((lines) => lines.map((line) => line.map(cell).join(';')).join('\r\n')).join('\r\n\r\n');
  return `\uFEFF${text}\r\n`;
}

/** The CSV's file name: the workspace's subdomain and the period. */
export const hiringCsvName = (subdomain: string | null, report: HiringReport) =>
  `contratacoes-${subdomain ?? 'empresa'}-${report.period.from}-${report.period.to}.csv`;
