import { COURSE_IMPORT_REQUIRED_COLUMNS, type CourseImport, courseImportRow, fieldMessage, skillKey } from '@trilha/contract';
import { parse } from 'csv-parse/sync';
import type { Queryable } from '../../platform/db/connect.ts';
import { type CourseUpsert, insertMissingProviders, providersBySlug, segmentIdsBySlug, upsertCourses } from './courses.data.ts';

/** One row to import: its cells by column (as the CSV gives them), the line it starts on, and for demo data its date. */
export interface ImportRecord {
  line: number;
  cells: Record<string, unknown>;
  /** when the course joined the catalogue; the import's time when absent */
  createdAt?: Date;
}

interface ImportRejection {
  line: number;
  reasons: { column: string; message: string }[];
}

export interface ImportReport {
  imported: number;
  updated: number;
  rejected: ImportRejection[];
}

/** The file is not a catalogue CSV at all (malformed, empty, or without the required columns). */
export class CourseCsvError extends Error {}

const reason = (column: string, key: string, detail = '') => ({
  column,
  message: `${fieldMessage(key, 'pt-BR')}${detail}`,
});

/** Reads the CSV (a header line, then one course per record; quoted cells may span lines) into records by line. */
export function parseCoursesCsv(text: string): ImportRecord[] {
  let header: string[] | undefined;
  let parsed: { record: Record<string, string>; info: { lines: number }; raw: string }[];
  try {
    parsed = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      columns: (names: string[]) => {
        header = names.map((name) => name.trim().toLowerCase());
        return header;
      },
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 100_000,
    });
  } catch (error) {
    throw new CourseCsvError(`the file is not valid CSV: ${(error as Error).message}`);
  }
  if (!header) throw new CourseCsvError('the file is empty: it needs a header line');
  const columns = header;
  const missing = COURSE_IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new CourseCsvError(`the header lacks the columns ${missing.join(', ')}`);
  return parsed.map(({ record, info, raw }) => {
    // the raw text carries the blank lines skipped before the record: the record starts after them
    const own = raw.replace(/^(?:[ \t]*\n)+/, '').replace(/\n$/, '');
    return { line: info.lines - (own.match(/\n/g)?.length ?? 0), cells: record };
  });
}

/**
 * Imports catalogue rows: each is validated by the contract's `courseImportRow`; a segment must exist (by slug); a
 * provider is created with `provider_name` when its slug is new; a course is inserted, or updated when its
 * (provider, external_id) exists, so a re-import never duplicates. Rejected rows are reported with their line and
 * reasons, the others are imported all together (one transaction).
 */
export async function importCourseRecords(q: Queryable, records: ImportRecord[], now: Date): Promise<ImportReport> {
  return q.transaction(async (tx) => {
    const rejected: ImportRejection[] = [];
    const reject = (line: number, reasons: ImportRejection['reasons']) => rejected.push({ line, reasons });
    const segments = await segmentIdsBySlug(tx);

    const valid: { record: ImportRecord; row: CourseImport }[] = [];
    const firstLineOf = new Map<string, number>();
    for (const record of records) {
      const parsed = courseImportRow.safeParse(record.cells);
      const reasons = parsed.success ? [] : parsed.error.issues.map((issue) => reason(String(issue.path[0] ?? 'row'), issue.message));
      if (parsed.success && !segments.has(parsed.data.segment))
        reasons.push(reason('segment', 'courses.unknown_segment', `: ${parsed.data.segment}`));
      if (parsed.success) {
        const key = `${parsed.data.provider}\u0000${parsed.data.externalId}`;
        const first = firstLineOf.get(key);
        if (first !== undefined) reasons.push(reason('external_id', 'courses.duplicate_row', ` (linha ${first})`));
        else if (reasons.length === 0) firstLineOf.set(key, record.line);
      }
      if (!parsed.success || reasons.length > 0) reject(record.line, reasons);
      else valid.push({ record, row: parsed.data });
    }

    // providers: the known ones by slug, the new ones created with the first name a row gives them
    const slugs = [...new Set(valid.map(({ row }) => row.provider))];
    const known = await providersBySlug(tx, slugs);
    const newNames = new Map<string, string>();
    for (const { row } of valid) {
      if (!known.has(row.provider) && row.providerName && !newNames.has(row.provider)) newNames.set(row.provider, row.providerName);
    }
    await insertMissingProviders(
      tx,
      [...newNames].map(([slug, name]) => ({ slug, name })),
    );
    const providers = newNames.size > 0 ? await providersBySlug(tx, slugs) : known;

    const upserts: CourseUpsert[] = [];
    for (const { record, row } of valid) {
      const provider = providers.get(row.provider);
      const segmentId = segments.get(row.segment);
      if (!provider || !segmentId) {
        reject(record.line, [reason('provider_name', 'courses.provider_name_required', `: ${row.provider}`)]);
        continue;
      }
      upserts.push({
        providerId: provider.id,
        segmentId,
        externalId: row.externalId,
        name: row.name,
        description: row.description,
        modality: row.modality,
        workloadHours: row.workloadHours,
        priceCents: row.priceCents,
        currency: row.currency,
        language: row.language,
        url: row.url,
        imageUrl: row.imageUrl,
        cityName: row.city,
        stateCode: row.state,
        searchText: skillKey(`${row.name} ${row.description} ${provider.name}`),
        createdAt: record.createdAt ?? now,
      });
    }
    const { inserted, updated } = await upsertCourses(tx, upserts, now);
    rejected.sort((a, b) => a.line - b.line);
    return { imported: inserted, updated, rejected };
  });
}

/** Imports the text of a catalogue CSV; throws CourseCsvError when it cannot be read as one. */
export async function importCoursesCsv(q: Queryable, text: string, now: Date): Promise<ImportReport> {
  return importCourseRecords(q, parseCoursesCsv(text), now);
}

/** The report as lines for a person: the counts, then each rejected line with its reasons. */
export function formatImportReport(report: ImportReport): string[] {
  return [
    `imported ${report.imported}, updated ${report.updated}, rejected ${report.rejected.length}`,
    ...report.rejected.map(
      (rejection) => `line ${rejection.line}: ${rejection.reasons.map((item) => `${item.column}: ${item.message}`).join('; ')}`,
    ),
  ];
}
