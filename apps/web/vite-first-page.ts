import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app's own modules `starts` reach through static imports. A package's modules are left to the bundler (the group
 * takes its members' dependencies), and stylesheets to the entry's one stylesheet (apart, each would be one more
 * request the first paint waits for).
 */
export function appClosure(starts: string[], importedIds: (id: string) => readonly string[] | null): Set<string> {
  const members = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (members.has(id) || /[\\/](node_modules|packages)[\\/]/.test(id) || /\.css($|\?)/.test(id)) continue;
    members.add(id);
    queue.push(...(importedIds(id) ?? []));
  }
  return members;
}

/**
 * The sign-in is most visitors' first page, and Rolldown's automatic splitting cut what it runs into some sixty files
 * (each shared with a different set of lazy screens): a request each, an import list each, and gzip compressing each
 * alone (the sign-in's JavaScript budget counted 13 KiB of that). This finds the app's modules the sign-in's first paint
 * runs, from what the entry imports and the `lazy` modules, for one code-splitting group: with the package modules
 * they import (the group takes its members' dependencies), one file. Every later screen loads it too, so it holds only
 * what the first page needs; a module reached only through `import()` stays out (it is not a static import).
 */
export function firstPage(root: string, entry: string, lazy: string[]): { plugin: Plugin; test: (id: string) => boolean } {
  let members = new Set<string>();
  return {
    plugin: {
      name: 'trilha:first-page',
      // the client build only (the sign-in's prerender builds a server bundle with the same config)
      apply: (config, { command }) => command === 'build' && !config.build?.ssr,
      buildEnd(error) {
        if (error) return;
        const entryId = resolve(root, entry);
        const lazyIds = lazy.map((file) => resolve(root, file));
        const missing = [entryId, ...lazyIds].filter((id) => !this.getModuleInfo(id));
        if (missing.length > 0) throw new Error(`first-page: not in the build: ${missing.join(', ')}`);
        const importedIds = (id: string) => this.getModuleInfo(id)?.importedIds ?? null;
        members = appClosure([...(importedIds(entryId) ?? []), ...lazyIds], importedIds);
        // the entry module stays in its own chunk: it awaits the router at top level (main.tsx), and the router's lazy
        // routes import this group; with the entry in it, they would wait for the entry, which waits for them
        members.delete(entryId);
      },
    },
    test: (id) => members.has(id),
  };
}
