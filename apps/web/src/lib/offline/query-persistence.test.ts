import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { oldestShownAt } from './offline-banner.tsx';
import { isKeptForOffline } from './query-persistence.ts';

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
