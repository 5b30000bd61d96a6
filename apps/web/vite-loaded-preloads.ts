import type { Plugin } from 'vite';

type Chunks = Record<string, { type: string; imports?: string[] }>;

/** The chunk files `start` loads statically, itself included. */
export function staticClosure(bundle: Chunks, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * Lazy routes preload their dependencies (`__vite__mapDeps([...])` beside every `import()`), and each list names every
 * chunk the page needs, even those the importing chunk already loaded statically (the framework, the i18n and contract
 * chunks): a hundred routes repeat them in the entry chunk every first page downloads. This keeps, for each dynamic
 * import, only the chunks its host has not loaded yet: the same requests happen, from shorter lists.
 */
export function loadedPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  const loaded = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'trilha:loaded-preloads',
      enforce: 'pre',
      apply: 'build',
      generateBundle(_options, bundle) {
        loaded.clear();
        for (const file of Object.keys(bundle))
          if (bundle[file]?.type === 'chunk') loaded.set(file, staticClosure(bundle as unknown as Chunks, file));
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      const host = hostType === 'js' ? loaded.get(hostId) : undefined;
      return host ? deps.filter((dep) => !host.has(dep)) : deps;
    },
  };
}
