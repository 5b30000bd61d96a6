import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { systemClock } from '../src/platform/clock.ts';
import type { Db } from '../src/platform/db/connect.ts';
import { MAIL_KINDS, MAIL_PUBLIC_URL } from './mail-catalogue.ts';

// Every link of every e-mail opens the page it names: its path is a screen of the web app (the route table that
// `npm run --silent routes` prints) or a page the server draws itself (a public position, an alert's cancellation).
// A renamed route then breaks CI instead of landing a candidate on the home page.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));

/** A route pattern (`/my/application/:applicationId`, `/p/:domain/x/:id?`, `/docs/*`) as a regular expression. */
function patternOf(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/** The web app's screens, from its own route table. */
function webRoutes(): string[] {
  const run = spawnSync(process.execPath, [TSX, '--tsconfig', 'apps/web/tsconfig.json', 'apps/web/src/app/print-routes.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`printing the web routes failed: ${run.stderr}`);
  return run.stdout.split('\n').filter((line) => line.startsWith('/'));
}

/** The GET routes of the server outside /v1 (the pages it draws), read from Fastify's printed route tree. */
async function serverPages(): Promise<string[]> {
  const { app } = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: {} as Db, clock: systemClock });
  try {
    await app.ready();
    const paths: string[] = [];
    const stack: string[] = [];
    for (const line of app.printRoutes({ method: 'GET', commonPrefix: false }).split('\n')) {
      const branch = line.search(/[├└]── /);
      if (branch < 0) continue;
      const depth = branch / 4;
      const [, segment = '', methods] = /[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line) ?? [];
      stack[depth] = `${depth === 0 ? '' : stack[depth - 1]}${depth === 1 ? '/' : ''}${segment}`.replace(/\/{2,}/g, '/');
      stack.length = depth + 1;
      if (methods?.includes('GET')) paths.push(stack[depth] ?? '');
    }
    // a catch-all (the web app's fallback, or a not-found route) names no page
    return paths.filter((path) => !path.startsWith('/v1') && !/^\/?\*$/.test(path));
  } finally {
    await app.close();
  }
}

/** Every address an e-mail holds: the links of its HTML and the addresses written in its text. */
function linksOf(mail: { html: string; text: string }): string[] {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const written = [...mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((match) => match[0].replace(/[).,;:!?]+$/, ''));
  return [...new Set([...hrefs, ...written])];
}

let routes: { route: string; pattern: RegExp }[];
beforeAll(async () => {
  const all = [...webRoutes(), ...(await serverPages())];
  routes = all.map((route) => ({ route, pattern: patternOf(route) }));
}, 90_000);

describe('links in e-mails', () => {
  it('knows the routes of both sides', () => {
    const known = routes.map(({ route }) => route);
    expect(known).toContain('/my/application/:applicationId');
    expect(known).toContain('/vagas/:positionId/:slug');
    expect(known).toContain('/alertas/:alertId/cancelar');
    // and the check refuses a path no route serves
    expect(routes.filter(({ pattern }) => pattern.test('/my/applications/a1')).map(({ route }) => route)).toEqual([]);
  });

  for (const [kind, { build }] of Object.entries(MAIL_KINDS)) {
    it(`${kind}: every link of the product's opens one of its pages`, () => {
      const ours = linksOf(build('pt-BR')).filter((link) => link.startsWith(MAIL_PUBLIC_URL));
      const unserved = ours.filter((link) => {
        const path = new URL(link).pathname;
        return !routes.some(({ pattern }) => pattern.test(path));
      });
      expect(unserved).toEqual([]);
    });
  }
});
