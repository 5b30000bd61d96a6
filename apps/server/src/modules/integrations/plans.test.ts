import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { expectIndexedOnly as expectIndexedOnlyIn, sequentialScans } from '../../../test/query-plans.ts';
import { auditPage, callsSince, findLiveKeyByHash, listLiveKeys } from './api-keys.data.ts';
import { claimDueMessages, listAttempts, rearmMessageOf, stopPendingMessages } from './webhooks.data.ts';

// What a busy integration leaves behind: 100,000 calls of one key in the company's audit log and 100,000 in another
// company's, 100,000 webhook messages delivered with an attempt each, 20,000 revoked keys. Every read of the lists,
// the rate limit, the delivery task and the cascades of a removal must be served by an index. Plans, not timings.
const ROWS = 100_000;
const COMPANY = '00000000-0000-4000-8000-00000000c001';
const OTHER = '00000000-0000-4000-8000-00000000c002';
const KEY = '00000000-0000-4000-8000-00000000c0a1';
const HOOK = '00000000-0000-4000-8000-00000000c0b1';

let t: TestApp;
let pool: pg.Pool;
beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await pool.query(`
    insert into workspaces (id, name, type, subdomain, is_completed, created_at) values
      ('${COMPANY}', 'Integrada', 'business', 'integrada', true, now()),
      ('${OTHER}', 'Outra', 'business', 'outra-integrada', true, now());
    insert into api_keys (id, workspace_id, name, scopes, prefix, key_hash, created_at) values
      ('${KEY}', '${COMPANY}', 'RH', '{positions:read}', 'trk_abcd', 'hash-live', now());
    insert into api_keys (workspace_id, name, scopes, prefix, key_hash, created_at, revoked_at)
      select '${OTHER}', 'Antiga ' || g, '{positions:read}', 'trk_' || g, 'hash-' || g, now() - g * interval '1 minute', now()
      from generate_series(1, 20000) g;
    insert into audit_events (workspace_id, at, action, api_key_id, request, status)
      select w, now() - g * interval '1 second', 'api_call', case when w = '${COMPANY}'::uuid then '${KEY}'::uuid end,
             'GET /v1/-/positions', 200
      from generate_series(1, ${ROWS}) g, (values ('${COMPANY}'::uuid), ('${OTHER}'::uuid)) as companies(w);
    insert into webhooks (id, workspace_id, url, events, secret_ciphertext, created_at) values
      ('${HOOK}', '${COMPANY}', 'https://rh.example/hooks', '{application.created}', 'x', now());
    insert into webhook_messages (id, webhook_id, event, body, created_at, attempts, delivered_at)
      select 'msg_' || g, '${HOOK}', 'application.created', '{}', now() - g * interval '1 second', 1, now() - g * interval '1 second'
      from generate_series(1, ${ROWS}) g;
    update webhook_messages set next_attempt_at = now() - interval '1 second', delivered_at = null where id in ('msg_1', 'msg_2');
    insert into webhook_attempts (message_id, webhook_id, at, status_code, duration_ms)
      select 'msg_' || g, '${HOOK}', now() - g * interval '1 second', 200, 40 from generate_series(1, ${ROWS}) g;
  `);
  await pool.query('vacuum analyze api_keys, audit_events, webhooks, webhook_messages, webhook_attempts');
}, 120_000);
afterAll(() => t?.close());

const expectIndexedOnly = (work: () => Promise<unknown>) => expectIndexedOnlyIn(pool, work);

describe('integration queries at 100,000 rows', () => {
  it('the check itself sees a sequential scan of a large table', async () => {
    expect(await sequentialScans(pool, { text: 'select id from audit_events where status = $1', values: [500] })).toEqual([
      `audit_events (${2 * ROWS} rows)`,
    ]);
  });

  it('the audit log, first page and a page past a cursor', async () => {
    await expectIndexedOnly(() => auditPage(t.db, COMPANY, null, 50));
    const middle = (await auditPage(t.db, COMPANY, null, 50_000)).at(-1)!.event;
    await expectIndexedOnly(() => auditPage(t.db, COMPANY, { at: middle.at, id: middle.id }, 50));
  });

  it("a key's calls of the last minute (its rate limit) and the key of a token", async () => {
    await expectIndexedOnly(() => callsSince(t.db, KEY, new Date(Date.now() - 60_000)));
    await expectIndexedOnly(() => findLiveKeyByHash(t.db, 'hash-live'));
  });

  it("a company's live keys among many revoked ones", () => expectIndexedOnly(() => listLiveKeys(t.db, COMPANY)));

  it("a webhook's deliveries, a resend, and the delivery task's claim", async () => {
    await expectIndexedOnly(() => listAttempts(t.db, HOOK, 50));
    const [newest] = await listAttempts(t.db, HOOK, 1);
    await expectIndexedOnly(() => rearmMessageOf(t.db, HOOK, newest!.attempt.id, new Date()));
    await expectIndexedOnly(() => claimDueMessages(t.db, new Date(), 60_000, 20));
    await expectIndexedOnly(() => stopPendingMessages(t.db, HOOK));
  });

  // the statements PostgreSQL runs for the foreign keys when a webhook, a message, a key or a person is removed, for
  // one with a few rows among the many (for the fixture's own webhook and key, which hold half the table, reading
  // the whole table is the right plan)
  const another = '00000000-0000-4000-8000-00000000c0ff';
  const cascades: [string, string, string][] = [
    ['a webhook removed: its messages', 'delete from webhook_messages where webhook_id = $1', another],
    ['a message removed: its attempts', 'delete from webhook_attempts where message_id = $1', 'msg_1'],
    ['a key removed: its calls', 'delete from audit_events where api_key_id = $1', another],
    ['a person removed: their name off the log', 'update audit_events set actor_id = null where actor_id = $1', another],
  ];
  for (const [name, text, value] of cascades) {
    it(`${name}: no sequential scan`, async () => expect(await sequentialScans(pool, { text, values: [value] })).toEqual([]));
  }
});
