import type { Interaction, Language } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { issueCertificatesFor } from '../certificates/index.ts';
import {
  findContentItem,
  findInteraction,
  incrementContentHits,
  recordAccess,
  refreshListStates,
  setInteraction,
  setVerifiedConclusion,
  toggleContentFavorite,
} from './contents.data.ts';
import { findListItem, incrementListHits, setListInteractionRow, toggleListFavoriteRow } from './lists.data.ts';
import { idOr404, visibleOr404 } from './visibility.ts';

const DAY = 24 * 36e5;

const visibleContent = async (deps: Deps, userId: string, lang: Language, id: string) =>
  visibleOr404(await findContentItem(deps.db, userId, lang, idOr404(id, 'content.not_found')), 'content.not_found');

/** Changes the caller's state in a content; the pathways holding it follow. */
async function moveTo(deps: Deps, userId: string, contentId: string, state: Interaction | null) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await setInteraction(tx, userId, contentId, state, now);
    await refreshListStates(tx, userId, contentId, now);
  });
  return { interaction: state };
}

/**
 * Concludes a content as verified, on the content's own word (a SCORM runtime's completion, a passed quiz); the
 * pathways holding it follow, and so do the certificates it earns (the content's, and a pathway's once all its contents
 * are). Runs in the caller's transaction; answers whether this is the person's first verified conclusion of it.
 */
export async function recordVerifiedConclusion(
  tx: Queryable,
  userId: string,
  contentId: string,
  score: number | null,
  now: Date,
): Promise<boolean> {
  const first = await setVerifiedConclusion(tx, userId, contentId, score, now);
  await refreshListStates(tx, userId, contentId, now);
  await issueCertificatesFor(tx, userId, contentId, now);
  return first;
}

export async function accessContent(deps: Deps, userId: string, lang: Language, id: string) {
  const content = await visibleContent(deps, userId, lang, id);
  await recordAccess(deps.db, userId, content.id, deps.clock.now());
  return { interaction: await findInteraction(deps.db, userId, content.id) };
}

/** In progress, or back to merely opened (the screen asks for confirmation first). */
export async function toggleInProgress(deps: Deps, userId: string, lang: Language, id: string) {
  const content = await visibleContent(deps, userId, lang, id);
  return moveTo(deps, userId, content.id, content.interaction === 'in_progress' ? 'access' : 'in_progress');
}

/** Concluded, or back to in progress. */
export async function toggleConclusion(deps: Deps, userId: string, lang: Language, id: string) {
  const content = await visibleContent(deps, userId, lang, id);
  return moveTo(deps, userId, content.id, content.interaction === 'conclusion' ? 'in_progress' : 'conclusion');
}

export async function setContentInteraction(deps: Deps, userId: string, lang: Language, id: string, interaction: Interaction) {
  const content = await visibleContent(deps, userId, lang, id);
  return moveTo(deps, userId, content.id, interaction);
}

export async function toggleSavedContent(deps: Deps, userId: string, lang: Language, id: string) {
  const content = await visibleContent(deps, userId, lang, id);
  return { favorite: await toggleContentFavorite(deps.db, userId, content.id, deps.clock.now()) };
}

export async function toggleListFavorite(deps: Deps, userId: string, lang: Language, id: string) {
  const list = visibleOr404(await findListItem(deps.db, userId, lang, idOr404(id, 'list.not_found')), 'list.not_found');
  return { favorite: await toggleListFavoriteRow(deps.db, userId, list.id, deps.clock.now()) };
}

export async function setListInteraction(deps: Deps, userId: string, lang: Language, id: string, interaction: Interaction) {
  const list = visibleOr404(await findListItem(deps.db, userId, lang, idOr404(id, 'list.not_found')), 'list.not_found');
  await setListInteractionRow(deps.db, userId, list.id, interaction, deps.clock.now());
  return { interaction };
}

/** A view counts once per viewer per day (the throttle table remembers who was counted). */
export async function countHit(deps: Deps, userId: string, lang: Language, kind: 'content' | 'list', id: string) {
  const notFound = kind === 'content' ? 'content.not_found' : 'list.not_found';
  const row =
    kind === 'content'
      ? await findContentItem(deps.db, userId, lang, idOr404(id, notFound))
      : await findListItem(deps.db, userId, lang, idOr404(id, notFound));
  const item = visibleOr404(row, notFound);
  const now = deps.clock.now();
  const day = now.toISOString().slice(0, 10);
  const first = await takeAllowance(deps.db, [{ key: `hit:${kind}:${item.id}:${userId}:${day}`, max: 1, windowMs: DAY }], now);
  const hits = await (kind === 'content' ? incrementContentHits : incrementListHits)(deps.db, item.id, first ? 1 : 0);
  if (hits === null) throw new AppError(notFound);
  return { hits };
}
