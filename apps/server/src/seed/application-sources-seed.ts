import { sql } from 'drizzle-orm';
import type { Deps } from '../platform/deps.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/**
 * Where each source starts on a scale of 100 (its share is the distance to the next): most candidates come from the
 * search, then the alerts, the public pages and the links a company shares; hired ones lean on invites and shared
 * links, so the report's sources table tells the demo a story.
 */
const MIX = {
  all: [
    ['search', 0],
    ['job_alert', 30],
    ['public_page', 45],
    ['linkedin', 57],
    ['indeed', 71],
    ['instagram', 78],
    ['invite', 83],
    ['direct', 88],
  ],
  hired: [
    ['search', 0],
    ['job_alert', 20],
    ['public_page', 30],
    ['linkedin', 40],
    ['indeed', 62],
    ['instagram', 67],
    ['invite', 70],
    ['direct', 90],
  ],
} as const;

/** A `case` picking the source of a bucket 0..99 by the mix. */
const pick = (mix: readonly (readonly [string, number])[]) =>
  sql.raw(
    `case ${[...mix]
      .reverse()
      .map(([source, from]) => `when bucket >= ${from} then '${source}'`)
      .join(' ')} end`,
  );

/**
 * Sources for the demo's applications, so the hiring report has several: each application of the demo companies gets
 * one by a hash of its id (fixed ids, so every seeded database holds the same), hired ones from their own mix.
 * Runs after the applications and their year of history; ids and everything else are kept.
 */
export async function seedApplicationSources(deps: Deps): Promise<void> {
  const companies = [DEMO_WORKSPACE_IDS.acme, DEMO_WORKSPACE_IDS.globex];
  await deps.db.execute(sql`
    with b as (
      select id, stage, ('x' || substr(md5(id::text), 1, 8))::bit(32)::bigint % 100 as bucket
      from applications where workspace_id in (${sql.join(companies, sql`, `)}) and source is null)
    update applications a set source = case when b.stage = 'hired' then ${pick(MIX.hired)} else ${pick(MIX.all)} end
    from b where a.id = b.id`);
}
