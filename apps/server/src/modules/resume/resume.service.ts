import {
  errorMessage,
  type Language,
  RESUME_ANALYSIS_MS,
  RESUME_FIELDS,
  type ResumeDraft,
  type ResumeField,
  type ResumeImport,
  resolveLanguage,
  resumeDraft,
} from '@trilha/contract';
import { DAY, HOUR } from '../../platform/clock.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { resolveCity } from '../lookups/index.ts';
import { matchSkillsInText } from '../skills/index.ts';
import { parseResume } from './parse-resume.ts';
import { PDF_READ_LIMIT_MS, readPdf } from './read-pdf.ts';
import {
  claimNextImport,
  findImport,
  finishImport,
  insertImport,
  purgeImports,
  type ResumeImportRow,
  setProgress,
  timeOutImports,
} from './resume.data.ts';

const UPLOADS_PER_HOUR = 20;

function toImport(row: ResumeImportRow, lang: Language): ResumeImport {
  return {
    id: row.id,
    status: row.status as ResumeImport['status'],
    progress: row.progress,
    error: row.errorCode ? { code: row.errorCode, message: errorMessage(row.errorCode, lang) } : null,
    // read through the schema, so a draft stored before a field was added answers with that field's default: the
    // answer is encoded, which fills no default and refuses a missing field
    draft: row.draft ? resumeDraft.parse(row.draft) : null,
  };
}

/** POST /v1/resume/upload, before the file is read: at most UPLOADS_PER_HOUR uploads a person, refused ones included. */
export async function takeResumeUploadAllowance(deps: Deps, userId: string): Promise<void> {
  const limit = { key: `resume:user:${userId}`, max: UPLOADS_PER_HOUR, windowMs: HOUR };
  if (!(await takeAllowance(deps.db, [limit], deps.clock.now()))) throw new AppError('rate_limited');
}

/**
 * POST /v1/resume/upload, once the route read the file (at most RESUME_MAX_BYTES): what can be told at once (PDF by
 * its content) is refused at once; the rest (password, text) is read by the analysis job.
 */
export async function uploadResume(deps: Deps, lang: Language, userId: string, file: Buffer): Promise<ResumeImport> {
  if ((await (await import('file-type')).fileTypeFromBuffer(file))?.mime !== 'application/pdf') throw new AppError('resume.wrong_format');
  return toImport(await insertImport(deps.db, userId, file, deps.clock.now()), lang);
}

/** GET /v1/resume/profile/:id: only the owner sees an import; one past its 3 minutes reads as timed out. */
export async function getResumeImport(deps: Deps, lang: Language, userId: string, id: string): Promise<ResumeImport> {
  if (!UUID_PATTERN.test(id)) throw new AppError('resume.not_found');
  const now = deps.clock.now();
  await timeOutImports(deps.db, new Date(now.getTime() - RESUME_ANALYSIS_MS), now);
  const row = await findImport(deps.db, id, userId);
  if (!row) throw new AppError('resume.not_found');
  return toImport(row, lang);
}

async function draftOf(deps: Deps, row: ResumeImportRow & { language: string }, text: string): Promise<ResumeDraft> {
  const parsed = parseResume(text, deps.clock.now().toISOString().slice(0, 10));
  const skills = await matchSkillsInText(deps.db, resolveLanguage(row.language), parsed.skillTexts, parsed.prose);
  const { skillTexts: _texts, prose: _prose, ...fields } = parsed;
  // the profile matches a position's place by its IBGE code: a city read as text alone would never match one
  const place = parsed.city ? await resolveCity(parsed.city, parsed.state) : null;
  const location = place ? { city: place.name, state: place.state, cityId: place.id } : { cityId: null };
  const draft = { ...fields, ...location, skills };
  const has: Record<ResumeField, boolean> = {
    name: Boolean(draft.name),
    email: Boolean(draft.email),
    phone: Boolean(draft.phone),
    city: Boolean(draft.city),
    professionalTitle: Boolean(draft.professionalTitle),
    professionalDescription: Boolean(draft.professionalDescription),
    professionalExperiences: draft.professionalExperiences.length > 0,
    academicExperiences: draft.academicExperiences.length > 0,
    languages: draft.languages.length > 0,
    skills: skills.length > 0,
  };
  return { ...draft, found: RESUME_FIELDS.filter((field) => has[field]) };
}

/** When the reading of an import must end: at its time limit, unless a test decides. */
type ReadDeadline = (importId: string) => AbortSignal;
const readTimeLimit: ReadDeadline = () => AbortSignal.timeout(PDF_READ_LIMIT_MS);

/** Analyses one waiting import, if any: text (in a worker, until its deadline), then fields, progress stored as pages are read. */
async function analyseNext(deps: Deps, deadline: ReadDeadline): Promise<boolean> {
  const row = await deps.db.transaction((tx) => claimNextImport(tx));
  if (!row) return false;
  try {
    const read = await readPdf(row.file ?? Buffer.alloc(0), deadline(row.id), (done, total) =>
      setProgress(deps.db, row.id, 5 + Math.round((70 * done) / total)),
    );
    if ('problem' in read) {
      const status = read.problem === 'resume.timeout' ? 'timeout' : 'failed';
      await finishImport(deps.db, row.id, { status, errorCode: read.problem }, deps.clock.now());
      return true;
    }
    await setProgress(deps.db, row.id, 85);
    await finishImport(deps.db, row.id, { status: 'done', draft: await draftOf(deps, row, read.text) }, deps.clock.now());
  } catch (error) {
    deps.log.error({ err: error, importId: row.id }, 'resume analysis failed');
    await finishImport(deps.db, row.id, { status: 'failed', errorCode: 'resume.timeout' }, deps.clock.now());
  }
  return true;
}

/**
 * Imports one process reads at once, each in a worker of its own: a file that runs to its time limit holds one lane
 * while the other goes on through the queue, so it delays no one by more than that limit.
 */
const READING_LANES = 2;

/** The analysis job: imports past their 3 minutes end as timed out, then the waiting ones are read until none is left. */
export async function analyseWaitingResumes(deps: Deps, deadline = readTimeLimit): Promise<void> {
  const now = deps.clock.now();
  await timeOutImports(deps.db, new Date(now.getTime() - RESUME_ANALYSIS_MS), now);
  const lane = async () => {
    while (await analyseNext(deps, deadline));
  };
  const lanes = await Promise.allSettled(Array.from({ length: READING_LANES }, lane));
  const failed = lanes.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Hourly: imports and their drafts are kept one day. */
export const purgeOldResumes = (deps: Deps) => purgeImports(deps.db, new Date(deps.clock.now().getTime() - DAY));
