import { z } from 'zod';

/** The e-learning standards a package may follow: SCORM 1.2 and SCORM 2004 (any edition). */
export const SCORM_STANDARDS = ['scorm12', 'scorm2004'] as const;
export type ScormStandard = (typeof SCORM_STANDARDS)[number];

/** The largest package a creator may attach. */
export const PACKAGE_MAX_BYTES = 200 * 1024 * 1024;

/** A content's SCORM package, as the content item shows it: `launchUrl` serves its first page to a signed-in caller. */
export const contentPackage = z.object({
  standard: z.enum(SCORM_STANDARDS),
  title: z.string(),
  launchUrl: z.string(),
});
export type ContentPackage = z.output<typeof contentPackage>;

/** A runtime's commit is small (SCORM 2004's suspend_data, the largest value, is 64 000 characters). */
export const CMI_MAX_CHARACTERS = 256 * 1024;
const CMI_MAX_DEPTH = 8;

const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

/**
 * The runtime's data model as scorm-again commits it, nested (`{ core: { lesson_status, score: { raw } } }` for
 * SCORM 1.2, `{ completion_status, success_status, score: { scaled } }` for 2004): any JSON object, bounded in size
 * and depth so a commit cannot grow without end.
 */
export const cmiData = z.record(z.string().max(200), z.unknown()).superRefine((cmi, ctx) => {
  const text = JSON.stringify(cmi) ?? '';
  if (text.length > CMI_MAX_CHARACTERS || depthOf(cmi) > CMI_MAX_DEPTH) ctx.addIssue({ code: 'custom', message: 'learning.cmi_too_large' });
});
export type CmiData = z.output<typeof cmiData>;

/** One commit of a package's runtime (PUT /v1/contents/:id/runtime). */
export const runtimeCommit = z.object({ standard: z.enum(SCORM_STANDARDS), cmi: cmiData });
export type RuntimeCommit = z.output<typeof runtimeCommit>;

/** What the player needs to open a package where the person stopped. */
export const runtimeState = z.object({
  standard: z.enum(SCORM_STANDARDS),
  title: z.string(),
  /** the caller's last commit, {} before the first */
  cmi: z.record(z.string(), z.unknown()),
  /**
   * the launch file under a path signed for the caller, for the player's frame (which sends no session): the
   * package's relative links stay under it
   */
  playUrl: z.string(),
});
export type RuntimeState = z.output<typeof runtimeState>;

/** The caller's progress after a commit. */
export const runtimeProgress = z.object({
  interaction: z.enum(['in_progress', 'conclusion']).nullable(),
  verified: z.boolean(),
  score: z.number().nullable(),
});
export type RuntimeProgress = z.output<typeof runtimeProgress>;

/** The URL of a package's file under `base`: each segment of its path encoded, the slashes kept. */
export const packageFileUrl = (base: string, path: string): string => `${base}/${path.split('/').map(encodeURIComponent).join('/')}`;
