import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

export interface FavoriteRow {
  positionId: string;
  positionTitle: string;
  companyName: string;
  companySubdomain: string | null;
  logo: string | null;
  image: string | null;
  status: 'draft' | 'active' | 'paused' | 'archived';
  notifyWhenReady: boolean;
  createdAt: Date;
}

const FAVORITE_COLUMNS = `p.id as "positionId", p.title as "positionTitle", w.name as "companyName",
  w.subdomain as "companySubdomain", w.image_url as logo, w.cover_image_url as image, p.status,
  f.notify_when_ready as "notifyWhenReady", f.created_at as "createdAt"`;

const upsert = statement<[string, string, boolean | null, Date], FavoriteRow>(
  'favorites.upsert',
  `with saved as (
     insert into favorite_positions (user_id, position_id, notify_when_ready, created_at) values ($1::uuid, $2::uuid, coalesce($3::boolean, false), $4)
     on conflict (user_id, position_id) do update
       set notify_when_ready = coalesce($3::boolean, favorite_positions.notify_when_ready),
           ready_notified_at = case when $3::boolean then null else favorite_positions.ready_notified_at end,
           ready_checked_at = case when $3::boolean then null else favorite_positions.ready_checked_at end
     returning *)
   select ${FAVORITE_COLUMNS} from saved f join positions p on p.id = f.position_id join workspaces w on w.id = p.workspace_id`,
);
export const saveFavorite = async (q: Queryable, userId: string, positionId: string, notify: boolean | null, now: Date) =>
  (await upsert.run(q, userId, positionId, notify, now))[0] ?? null;

const remove = statement<[string, string], { positionId: string }>(
  'favorites.delete',
  `delete from favorite_positions where user_id = $1::uuid and position_id = $2::uuid returning position_id as "positionId"`,
);
export const deleteFavorite = async (q: Queryable, userId: string, positionId: string) =>
  (await remove.run(q, userId, positionId)).length > 0;

const list = statement<[string, string | null], FavoriteRow>(
  'favorites.list',
  `select ${FAVORITE_COLUMNS} from favorite_positions f join positions p on p.id = f.position_id
   join workspaces w on w.id = p.workspace_id
   where f.user_id = $1::uuid and p.status <> 'draft'
     and ($2::uuid is null or p.workspace_id = $2::uuid
       or exists (select 1 from portal_partners pp where pp.portal_id = $2::uuid and pp.company_id = p.workspace_id))
   order by f.created_at desc limit 500`,
);
export const listFavorites = (q: Queryable, userId: string, portalId: string | null) => list.run(q, userId, portalId);

const one = statement<[string, string], { notifyWhenReady: boolean }>(
  'favorites.one',
  `select notify_when_ready as "notifyWhenReady" from favorite_positions where user_id = $1::uuid and position_id = $2::uuid`,
);
export const findFavorite = async (q: Queryable, userId: string, positionId: string) => (await one.run(q, userId, positionId))[0] ?? null;

/** A saved position whose "apply when ready" is on and not yet answered, with who to tell. */
interface WaitingFavorite {
  userId: string;
  positionId: string;
  email: string;
  name: string;
  language: string;
}

const claim = statement<[Date, Date, number], WaitingFavorite>(
  'favorites.claimWaiting',
  `with due as (
     select user_id, position_id from favorite_positions
     where notify_when_ready and ready_notified_at is null and (ready_checked_at is null or ready_checked_at < $2)
     order by ready_checked_at asc nulls first, user_id, position_id
     limit $3 for update skip locked)
   update favorite_positions f set ready_checked_at = $1 from due, users u
   where f.user_id = due.user_id and f.position_id = due.position_id and u.id = f.user_id
   returning f.user_id as "userId", f.position_id as "positionId", u.email, u.name, u.language`,
);
/** Takes up to `limit` waiting favourites not compared since `before`, oldest first, and stamps them as compared now. */
export const claimWaitingFavorites = (q: Queryable, now: Date, before: Date, limit: number) => claim.run(q, now, before, limit);

const markReady = statement<[string, string, Date], { positionId: string }>(
  'favorites.markReady',
  `update favorite_positions set ready_notified_at = $3
   where user_id = $1::uuid and position_id = $2::uuid and notify_when_ready and ready_notified_at is null
   returning position_id as "positionId"`,
);
/** Records that the person was told; false when another process told them first or they turned it off. */
export const markFavoriteReady = async (q: Queryable, userId: string, positionId: string, now: Date) =>
  (await markReady.run(q, userId, positionId, now)).length > 0;
