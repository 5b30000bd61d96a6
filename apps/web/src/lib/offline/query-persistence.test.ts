import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { oldestShownAt } from './offline-banner.tsx';
import { isKeptForOffline, mergeKept } from './query-persistence.ts';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('the data kept for offline reading', () => {
  it('keeps the person’s contents, pathways and applications and what their screens need, once fetched', () => {
    const success = { status: 'success' } as const;
    expect(isKeptForOffline({ queryKey: ['contents', 'content', 'c1'], state: success } as never)).toBe(true);
    expect(isKeptForOffline({ queryKey: ['applications', 'list', {}], state: success } as never)).toBe(true);
    expect(isKeptForOffline({ queryKey: ['session'], state: success } as never)).toBe(true);
    expect(isKeptForOffline({ queryKey: ['reports', 'x'], state: success } as never)).toBe(false);
    expect(isKeptForOffline({ queryKey: ['contents', 'content', 'c1'], state: { status: 'error' } } as never)).toBe(false);
  });

  it('dates what is on screen by its oldest fetch, the session aside', () => {
    const client = new QueryClient();
    clients.push(client);
    client.setQueryData(['contents', 'content', 'a'], { title: 'A' }, { updatedAt: 1_000 });
    client.setQueryData(['contents', 'content', 'b'], { title: 'B' }, { updatedAt: 5_000 });
    client.setQueryData(['session'], { id: 'u' }, { updatedAt: 10 });
    // nothing on screen: no date
    expect(oldestShownAt(client)).toBe(0);
    const observers = [['contents', 'content', 'a'], ['contents', 'content', 'b'], ['session']].map(
      (queryKey) => new QueryObserver(client, { queryKey, enabled: false }),
    );
    const stops = observers.map((observer) => observer.subscribe(() => undefined));
    expect(oldestShownAt(client)).toBe(1_000);
    for (const stop of stops) stop();
  });
});

describe('mergeKept', () => {
  const query = (queryHash: string, dataUpdatedAt: number) =>
    ({ queryHash, queryKey: JSON.parse(queryHash), state: { dataUpdatedAt, data: queryHash } }) as never;
  const DAY = 24 * 60 * 60 * 1000;

  it('keeps what earlier pages read beside what this one reads, the newer fetch of a query winning', () => {
    const before = [query('["contents","content","a"]', 1_000), query('["applications","one","x"]', 2_000)];
    const now = [query('["applications","one","x"]', 3_000), query('["contents","content","b"]', 4_000)];
    const merged = mergeKept(before, now, 5_000) as Array<{ queryHash: string; state: { dataUpdatedAt: number } }>;
    expect(merged.map((q) => [q.queryHash, q.state.dataUpdatedAt])).toEqual([
      ['["contents","content","b"]', 4_000],
      ['["applications","one","x"]', 3_000],
      ['["contents","content","a"]', 1_000],
    ]);
    // an older copy never replaces a newer one
    expect((mergeKept(now, before, 5_000) as Array<{ state: { dataUpdatedAt: number } }>).map((q) => q.state.dataUpdatedAt)).toEqual([
      4_000, 3_000, 1_000,
    ]);
  });

  it('drops what was fetched more than a week ago', () => {
    const merged = mergeKept([query('["contents","content","old"]', 0)], [query('["session"]', 8 * DAY)], 8 * DAY);
    expect(merged).toHaveLength(1);
  });
});
