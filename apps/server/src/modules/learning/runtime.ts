import type { CmiData, ScormStandard } from '@trilha/contract';

/** What a commit says of the person's progress: concluded (completed or passed) and the score, 0 to 100. */
export interface RuntimeOutcome {
  concluded: boolean;
  score: number | null;
}

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const word = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** A score as the runtime writes it (a number or its text); out of range or absent is null. */
function number(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const read = Number(value);
  return Number.isFinite(read) ? read : null;
}

const bounded = (score: number | null) => (score === null ? null : Math.round(Math.min(100, Math.max(0, score))));

/**
 * SCORM 1.2: `core.lesson_status` completed or passed, with `core.score.raw`. SCORM 2004: `completion_status`
 * completed or `success_status` passed (a failed one never concludes), with `score.raw`, else `score.scaled` (-1 to 1)
 * as a percentage. `cmi` is the nested object the runtime commits, with or without a `cmi` root.
 */
export function outcomeOf(standard: ScormStandard, data: CmiData): RuntimeOutcome {
  const cmi = 'cmi' in data ? node(data.cmi) : data;
  if (standard === 'scorm12') {
    const core = node(cmi.core);
    const status = word(core.lesson_status);
    return { concluded: status === 'completed' || status === 'passed', score: bounded(number(node(core.score).raw)) };
  }
  const success = word(cmi.success_status);
  const concluded = success !== 'failed' && (word(cmi.completion_status) === 'completed' || success === 'passed');
  const score = node(cmi.score);
  const scaled = number(score.scaled);
  return { concluded, score: bounded(number(score.raw) ?? (scaled === null ? null : scaled * 100)) };
}

/**
 * The saved data as the package reads it back, one dotted name per value (`cmi.core.lesson_status`): what the
 * player's frame answers GetValue with before its first commit reaches the runtime.
 */
export function dottedValues(data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  const walk = (value: unknown, name: string) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
      if (Array.isArray(value) || /\.(interactions|objectives)$/.test(name)) values[`${name}._count`] = String(entries.length);
      for (const [key, item] of entries) walk(item, `${name}.${key}`);
      return;
    }
    values[name] = String(value);
  };
  walk('cmi' in data ? data.cmi : data, 'cmi');
  return values;
}
