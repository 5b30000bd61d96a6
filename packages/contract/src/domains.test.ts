import { describe, expect, it } from 'vitest';
import * as domains from './domains.ts';
import { ERRORS, FIELD_MESSAGES } from './errors/catalogue.ts';
import { ALL_ENDPOINTS } from './registry.ts';

declare global {
  interface ImportMeta {
    /** Vite's (and so Vitest's) glob import: every module matching the pattern, by path */
    glob(pattern: string, options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}

// Every domain folder, found the way the web finds its domains: by glob (here, where Vite runs the test).
const ENDPOINT_FILES = import.meta.glob('./*/endpoints.ts', { eager: true });
const ERROR_FILES = import.meta.glob('./*/errors.ts', { eager: true });
const folderOf = (path: string) => path.split('/')[1] as string;
const camel = (folder: string) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const exportsOf = (suffix: string) =>
  Object.entries(domains).filter(([name]) => name.endsWith(suffix)) as [string, Record<string, unknown>][];

describe('domains.ts, the one list of the contract', () => {
  it('lists every folder with endpoints as <domain>Api, and ALL_ENDPOINTS holds each of their endpoints once', () => {
    const listed = exportsOf('Api').map(([name]) => name);
    expect(listed.sort()).toEqual(
      Object.keys(ENDPOINT_FILES)
        .map((path) => `${camel(folderOf(path))}Api`)
        .sort(),
    );
    for (const module of Object.values(ENDPOINT_FILES)) {
      for (const value of Object.values(module)) if ((value as { responses?: unknown })?.responses) expect(ALL_ENDPOINTS).toContain(value);
    }
    const keys = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("re-exports every folder's errors; ERRORS and FIELD_MESSAGES hold all of them, none defined twice", () => {
    for (const module of Object.values(ERROR_FILES)) {
      for (const [name, value] of Object.entries(module)) expect((domains as Record<string, unknown>)[name], name).toBe(value);
    }
    const codes = exportsOf('_ERRORS').flatMap(([, errors]) => Object.keys(errors));
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(Object.keys(ERRORS).sort()).toEqual(codes.sort());
    const fieldKeys = exportsOf('_FIELD_MESSAGES').flatMap(([, messages]) => Object.keys(messages));
    expect(fieldKeys.filter((key, index) => fieldKeys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(FIELD_MESSAGES).sort()).toEqual(fieldKeys.sort());
  });
});
