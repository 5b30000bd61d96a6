import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  type Language,
  packageFileUrl,
  type RuntimeCommit,
  type RuntimeProgress,
  type RuntimeState,
  type ScormStandard,
} from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ReceivedFile } from '../../platform/storage/uploads.ts';
import { findVerification, getContentDetails, recordVerifiedConclusion } from '../contents/index.ts';
import { withBridge } from './bridge.ts';
import { contentTypeOf, isHtml } from './content-types.ts';
import {
  ensureRuntime,
  findPackage,
  findRuntime,
  findRuntimeByKey,
  type LearningPackageRow,
  replacePackage,
  saveRuntimeData,
} from './learning.data.ts';
import { readPackage } from './read-package.ts';
import { dottedValues, outcomeOf } from './runtime.ts';

/** The player's address of a person's copy of a package (see learning_runtimes.play_key). */
export const PLAY_PREFIX = '/v1/learning/play';

/** Checks, unzips and stores a package for a content `manageableContent` gave, replacing its former one. */
export async function attachPackage(
  deps: Deps,
  userId: string,
  lang: Language,
  contentId: string,
  file: ReceivedFile,
): Promise<Awaited<ReturnType<typeof getContentDetails>>> {
  let unzipped: Awaited<ReturnType<typeof readPackage>>;
  try {
    unzipped = await readPackage(file.path, userId);
  } finally {
    await file.discard();
  }
  const folder = `learning/${contentId}/${randomUUID()}`;
  try {
    const files: LearningPackageRow['files'] = {};
    let totalBytes = 0;
    for (const entry of unzipped.files) {
      const key = `${folder}/${entry.index}`;
      await deps.storage.putStream(key, createReadStream(unzipped.pathOf(entry)), entry.size);
      files[entry.path] = { key, size: entry.size };
      totalBytes += entry.size;
    }
    const { standard, title, launchPath } = unzipped.manifest;
    const now = deps.clock.now();
    const former = await replacePackage(deps.db, { contentId, standard, title, launchPath, folder, files, totalBytes, createdAt: now });
    if (former) await deps.storage.removePrefix(former);
  } catch (error) {
    await deps.storage.removePrefix(folder);
    throw error;
  } finally {
    await unzipped.discard();
  }
  return getContentDetails(deps, userId, lang, contentId);
}

/** Stores a package already in memory (the demo course's), as an upload's would be. */
export async function storePackageFiles(
  deps: Deps,
  contentId: string,
  manifest: { standard: ScormStandard; title: string; launchPath: string },
  entries: { path: string; data: Buffer }[],
): Promise<void> {
  const folder = `learning/${contentId}/${randomUUID()}`;
  const files: LearningPackageRow['files'] = {};
  for (const [index, entry] of entries.entries()) {
    const key = `${folder}/${index}`;
    await deps.storage.put(key, entry.data);
    files[entry.path] = { key, size: entry.data.length };
  }
  const totalBytes = entries.reduce((sum, entry) => sum + entry.data.length, 0);
  await replacePackage(deps.db, { contentId, ...manifest, folder, files, totalBytes, createdAt: deps.clock.now() });
}

/** The package of a content the caller may see, or 404. */
async function visiblePackage(deps: Deps, userId: string, lang: Language, contentId: string) {
  await getContentDetails(deps, userId, lang, contentId);
  const row = await findPackage(deps.db, contentId);
  if (!row) throw new AppError('learning.no_package');
  return row;
}

export async function getRuntime(deps: Deps, userId: string, lang: Language, contentId: string): Promise<RuntimeState> {
  const pack = await visiblePackage(deps, userId, lang, contentId);
  const runtime = await ensureRuntime(
    deps.db,
    userId,
    pack.contentId,
    pack.standard,
    randomBytes(24).toString('base64url'),
    deps.clock.now(),
  );
  // data of a former package of another standard would not fit this one
  const cmi = runtime.standard === pack.standard ? runtime.cmi : {};
  return {
    standard: pack.standard as ScormStandard,
    title: pack.title,
    cmi,
    playUrl: packageFileUrl(`${PLAY_PREFIX}/${runtime.playKey}`, pack.launchPath),
  };
}

/** Keeps the commit; a completed or passed status concludes the content as verified, with its score. */
export async function saveRuntime(
  deps: Deps,
  userId: string,
  lang: Language,
  contentId: string,
  commit: RuntimeCommit,
): Promise<RuntimeProgress> {
  const pack = await visiblePackage(deps, userId, lang, contentId);
  if (commit.standard !== pack.standard) throw new AppError('learning.standard_mismatch');
  const outcome = outcomeOf(commit.standard, commit.cmi);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await findRuntime(tx, userId, contentId);
    await saveRuntimeData(
      tx,
      userId,
      contentId,
      commit.standard,
      commit.cmi,
      current?.playKey ?? randomBytes(24).toString('base64url'),
      now,
    );
    if (outcome.concluded) await recordVerifiedConclusion(tx, userId, contentId, outcome.score, now);
  });
  const details = await getContentDetails(deps, userId, lang, contentId);
  const verification = await findVerification(deps.db, userId, contentId);
  return { interaction: details.interaction === 'conclusion' ? 'conclusion' : 'in_progress', ...verification };
}

/** A file of a package as it goes out: its bytes and type. */
export interface PackageFileAnswer {
  data: Buffer;
  contentType: string;
}

async function fileOf(deps: Deps, pack: LearningPackageRow, path: string): Promise<Buffer> {
  const entry = Object.hasOwn(pack.files, path) ? pack.files[path] : undefined;
  const data = entry ? await deps.storage.get(entry.key) : null;
  if (!data) throw new AppError('not_found');
  return data;
}

/** A file of a content's package for a signed-in caller who may see the content (GET /v1/contents/:id/package/*). */
export async function packageFile(deps: Deps, userId: string, lang: Language, contentId: string, path: string): Promise<PackageFileAnswer> {
  const pack = await visiblePackage(deps, userId, lang, contentId);
  return { data: await fileOf(deps, pack, path), contentType: contentTypeOf(path) };
}

/**
 * A file of the package in the player's frame, by the person's play key: their HTML pages carry the SCORM bridge
 * and their saved values. The content must still be one they may see.
 */
export async function playFile(deps: Deps, lang: Language, playKey: string, path: string): Promise<PackageFileAnswer> {
  const runtime = playKey.length <= 100 ? await findRuntimeByKey(deps.db, playKey) : null;
  if (!runtime) throw new AppError('not_found');
  const pack = await visiblePackage(deps, runtime.userId, lang, runtime.contentId);
  const data = await fileOf(deps, pack, path);
  if (!isHtml(path)) return { data, contentType: contentTypeOf(path) };
  const cmi = runtime.standard === pack.standard ? runtime.cmi : {};
  const html = withBridge(data.toString('utf8'), pack.standard as ScormStandard, dottedValues(cmi));
  return { data: Buffer.from(html, 'utf8'), contentType: contentTypeOf(path) };
}
