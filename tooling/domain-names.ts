import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One name per domain in every layer: a domain's contract folder, server module, web feature, locale
 * namespace and e2e journeys share its name, so a new engineer finds all five homes by that one name.
 */
export interface DomainTree {
  /** packages/contract/src/<name>/ */
  contract: string[];
  /** apps/server/src/modules/<name>/ */
  server: string[];
  /** apps/web/src/features/<name>/ */
  web: string[];
  /** apps/web/src/lib/i18n/locales/pt-BR/<name>.json */
  locales: string[];
  /** apps/e2e/tests/<name>[-<journey>].spec.ts */
  e2e: string[];
}

export type Layer = keyof DomainTree;

/** A deliberate exception: `name` is absent from `missingFrom`, for `why`. */
export interface NameException {
  name: string;
  missingFrom: Layer[];
  why: string;
}

/** Folders of the contract that are its shared kit, not a domain. */
export const CONTRACT_KIT = ['errors', 'http', 'i18n', 'permissions', 'platform'];

/** e2e journeys of the whole app rather than of one domain (a journey file is `<domain>[-<what>].spec.ts`). */
export const E2E_WHOLE_APP = ['smoke', 'bundle-size', 'shell'];

export const NAME_EXCEPTIONS: NameException[] = [
  {
    name: 'lookups',
    missingFrom: ['web', 'locales'],
    why: 'reference lists (countries, cities, categories) every form reads through lib/lookups',
  },
  {
    name: 'search',
    missingFrom: ['web', 'locales'],
    why: "the shell's global search box (lib/shell) over the other domains' search endpoints",
  },
  { name: 'resume', missingFrom: ['web', 'locales'], why: "the resume import is a step of profile's screens (features/profile)" },
  {
    name: 'health',
    missingFrom: ['contract', 'web', 'locales'],
    why: 'liveness and readiness probes for the load balancer (/v1/health/*), described in the platform contract',
  },
  {
    name: 'privacy',
    missingFrom: ['contract', 'web', 'locales'],
    why: "account deletion and data export served through identity's and profile's endpoints",
  },
  {
    name: 'public-pages',
    missingFrom: ['contract', 'web', 'locales'],
    why: 'server-rendered HTML for search engines (job pages, sitemaps), no JSON API and no React screen',
  },
  {
    name: 'dev',
    missingFrom: ['contract'],
    why: 'development tools (mailbox, outbox) that never reach production nor the public API description',
  },
  { name: 'onboarding', missingFrom: ['contract', 'server'], why: "a first-run wizard over profile's, skills' and workspaces' endpoints" },
  { name: 'common', missingFrom: ['contract', 'server', 'web'], why: "lib/'s shared words (buttons, errors, dates)" },
  {
    name: 'dates',
    missingFrom: ['contract', 'server', 'web'],
    why: "lib/ui's date fields' words, loaded with the first screen that has one (out of the sign-in's first page)",
  },
  { name: 'shell', missingFrom: ['contract', 'server', 'web'], why: "lib/shell's words (menu, header, loading and phone layout)" },
  {
    name: 'account',
    missingFrom: ['contract', 'server', 'web'],
    why: "identity's account screens load their words apart from sign-in's, to keep the first page small",
  },
  { name: 'terms', missingFrom: ['contract', 'server', 'web'], why: "identity's terms of use: a long text loaded only where it is shown" },
];

const LAYERS: Layer[] = ['contract', 'server', 'web', 'locales'];

/** Where each name is missing that it should not be; empty when the tree keeps one name per domain. */
export function nameProblems(tree: DomainTree, exceptions: NameException[] = NAME_EXCEPTIONS): string[] {
  const problems: string[] = [];
  const names = new Set([...tree.contract, ...tree.server, ...tree.web, ...tree.locales]);
  const excused = (name: string, layer: Layer) =>
    exceptions.some((exception) => exception.name === name && exception.missingFrom.includes(layer));
  for (const name of [...names].sort()) {
    const present = LAYERS.filter((layer) => tree[layer].includes(name));
    for (const layer of LAYERS) {
      if (tree[layer].includes(name) || excused(name, layer)) continue;
      problems.push(`${name}: in ${present.join(', ')} but not in ${layer} (rename it to one name, or add an exception with its reason)`);
    }
  }
  for (const exception of exceptions) {
    for (const layer of exception.missingFrom) {
      if (tree[layer].includes(exception.name)) problems.push(`${exception.name}: the exception for ${layer} is stale, it is there now`);
    }
    if (!names.has(exception.name)) problems.push(`${exception.name}: an exception for a name no layer has`);
  }
  for (const journey of tree.e2e) {
    const owner = [...names, ...E2E_WHOLE_APP].find((name) => journey === name || journey.startsWith(`${name}-`));
    if (!owner) problems.push(`e2e ${journey}.spec.ts: its name starts with no domain (<domain>[-<what>].spec.ts)`);
  }
  return problems;
}

const folders = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const files = (dir: string, suffix: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(suffix))
        .map((name) => name.slice(0, -suffix.length))
    : [];

/** The domain names of the repository (or of a sample laid out like it) at `root`. */
export function readDomainTree(root: string): DomainTree {
  return {
    contract: folders(join(root, 'packages/contract/src')).filter((name) => !CONTRACT_KIT.includes(name)),
    server: folders(join(root, 'apps/server/src/modules')),
    web: folders(join(root, 'apps/web/src/features')),
    locales: files(join(root, 'apps/web/src/lib/i18n/locales/pt-BR'), '.json'),
    e2e: files(join(root, 'apps/e2e/tests'), '.spec.ts'),
  };
}
