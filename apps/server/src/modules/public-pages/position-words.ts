import { type ContractType, type PositionItem, type PositionStep, type SalaryPeriod, withSource } from '@trilha/contract';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { PublicPosition } from '../positions/index.ts';

// The public pages speak pt-BR (the product's default language); the words are the web app's (locales/pt-BR/jobs.json).
export const CONTRACT_LABEL: Record<ContractType, string> = {
  FULL_TIME: 'Tempo integral',
  PART_TIME: 'Meio período',
  CONTRACTOR: 'Prestador(a) de serviço (PJ)',
  TEMPORARY: 'Temporário',
  INTERN: 'Estágio',
  VOLUNTEER: 'Voluntário',
  PER_DIEM: 'Diária',
  OTHER: 'Outro',
};

const PERIOD_LABEL: Record<SalaryPeriod, string> = {
  hourly: 'por hora',
  daily: 'por dia',
  weekly: 'por semana',
  monthly: 'por mês',
  yearly: 'por ano',
};

export const STEP_LABEL: Record<PositionStep['kind'], string> = {
  videos: 'Assistir aos vídeos',
  faq: 'Ler as perguntas frequentes',
  profile: 'Perfil com currículo e carta de apresentação',
  questions: 'Responder às perguntas',
  video_answer: 'Gravar um vídeo de resposta',
};

const money = (value: number, currency: string) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);

/** The salary as a reader sees it, or null when the company did not publish one. */
export function salaryLabel(salary: PositionItem['salary']): string | null {
  if (salary.type === 'text') return salary.text;
  if (salary.type !== 'range' || (salary.min === null && salary.max === null)) return null;
  const per = salary.period ? ` ${PERIOD_LABEL[salary.period]}` : '';
  if (salary.min !== null && salary.max !== null && salary.min !== salary.max) {
    return `${money(salary.min, salary.currency)} a ${money(salary.max, salary.currency)}${per}`;
  }
  return `${money(salary.min ?? salary.max ?? 0, salary.currency)}${per}`;
}

/** "Remoto", "São Paulo - SP", or both. */
export function placeLabel(position: PositionItem): string {
  const { city, state } = position.location;
  const place = [city, state].filter(Boolean).join(' - ');
  if (position.remote) return place ? `Remoto ou ${place}` : 'Remoto';
  return place || 'Brasil';
}

/** The answer promise of a position, in the words of the app's position page. */
export const answerPromise = (days: number) => `Resposta em até ${days} ${days === 1 ? 'dia' : 'dias'}`;

export const stepsMinutes = (steps: PositionStep[]) => steps.reduce((total, step) => total + step.minutes, 0);

/** The title folded into an address part: "Analista de Dados Pleno" -> "analista-de-dados-pleno". */
const slugOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // a trailing run is tried from its first hyphen only (the lookbehind), so a long run costs one pass
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 80)
    .replace(/(?<!-)-+$/, '') || 'vaga';

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** A site path made absolute under PUBLIC_URL; an address that already is one stays as it is. */
export const absoluteUrl = (publicUrl: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${base(publicUrl)}${path}`);

export const publicPositionPath = (id: string, title: string) => `/vagas/${id}/${slugOf(title)}`;
/** The position's page inside the app, naming where the reader came from so an application from it counts it. */
export const inAppPositionPath = (id: string, source: string) => withSource(`/my/discovery/position/${id}`, source);
export const companyPageUrl = (publicUrl: string, companyId: string) => `${base(publicUrl)}/workspace/${companyId}`;

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/** The description and requirements as HTML paragraphs, every text escaped (the page and the JobPosting share it). */
export function positionDescriptionHtml(position: PublicPosition): string {
  const requirements = position.requirements ? `<h2>Requisitos</h2>${paragraphs(position.requirements)}` : '';
  return `${paragraphs(position.description)}${requirements}`;
}

/** One line for previews: the company, the place and the contract. */
export const summaryLine = (position: PublicPosition) =>
  `${position.company.name} · ${placeLabel(position)} · ${CONTRACT_LABEL[position.contractType]}`;
