import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../src/modules/domains.ts';

const MODULES = join(import.meta.dirname, '../src/modules');
/** Wired by app.ts beside the contract's routes: the open web's pages, the sitemaps and robots.txt. */
const OUTSIDE_THE_LIST = ['public-pages'];
const camel = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('modules/domains.ts, the one list of the server', () => {
  it('lists every module folder once, by the descriptor its index.ts exports (<module>Module, named after the folder)', async () => {
    const folders = readdirSync(MODULES).filter((name) => existsSync(join(MODULES, name, 'index.ts')) && !OUTSIDE_THE_LIST.includes(name));
    expect(DOMAINS.map(({ module }) => module.name).sort()).toEqual(folders.sort());
    for (const folder of folders) {
      const index: Record<string, unknown> = await import(join(MODULES, folder, 'index.ts'));
      expect(
        DOMAINS.some(({ module }) => module === index[`${camel(folder)}Module`]),
        folder,
      ).toBe(true);
    }
  });
});
