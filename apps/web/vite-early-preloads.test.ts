import { describe, expect, it } from 'vitest';
import { earlyScript } from './vite-early-preloads.ts';

/** Runs the emitted script against a stand-in page: what it appends to <head>. */
function run(stored: Record<string, string>, files: string[]) {
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
    head: { append: (link: (typeof appended)[number]) => appended.push(link) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('document', 'localStorage', earlyScript(files))(document, localStorage);
  return appended;
}

describe('the early preloads script', () => {
  it('preloads the route tables when a session is stored', () => {
    const links = run({ 'trilha.token': 'abc' }, ['/assets/found-routes-1.js', '/assets/lazy-guards-2.js']);
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/assets/found-routes-1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/lazy-guards-2.js', crossOrigin: '' },
    ]);
  });

  it('asks for nothing on a signed-out visit (the sign-in does not need them)', () => {
    expect(run({}, ['/assets/found-routes-1.js'])).toEqual([]);
  });

  it('never breaks the page when storage is refused', () => {
    const document = { head: { append: () => undefined }, createElement: () => ({}) };
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => new Function('document', 'localStorage', earlyScript(['/a.js']))(document, refusing)).not.toThrow();
  });
});
