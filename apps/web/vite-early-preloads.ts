import type { Plugin } from 'vite';
import { TOKEN_KEY } from './src/lib/session/token-storage.ts';
import { staticClosure } from './vite-loaded-preloads.ts';

type Chunks = Record<string, { type: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;

/** The script the page runs as soon as it is fetched: a stored session asks for `files` at once. */
export const earlyScript = (files: string[]) =>
  `try{if(localStorage.getItem(${JSON.stringify(TOKEN_KEY)}))for(const href of ${JSON.stringify(files)}){` +
  `const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}}catch{}\n`;

/**
 * A signed-in visit needs the domains' route tables (the `chunkName` group, app/router.tsx) before anything else, but
 * the entry asks for them only once it has run, after the framework has downloaded: one round trip more before the
 * first screen. The sign-in does not need them, so they cannot be in the page's preload list. This emits a tiny
 * script, fetched beside the entry (`async`: it blocks nothing), that preloads them when a session is stored.
 * Inline would save its request, but the content security policy refuses inline scripts.
 */
export function earlyPreloads(chunkName: string): Plugin {
  let script: string | null = null;
  return {
    name: 'trilha:early-preloads',
    enforce: 'pre',
    // the client build only (the sign-in's prerender builds a server bundle with the same config)
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Chunks;
      const entry = Object.keys(chunks).find((file) => chunks[file]?.type === 'chunk' && chunks[file]?.isEntry);
      const target = Object.keys(chunks).find((file) => chunks[file]?.type === 'chunk' && chunks[file]?.name === chunkName);
      if (!entry || !target) throw new Error(`early-preloads: no entry or no ${chunkName} chunk in the build`);
      const loaded = staticClosure(chunks, entry);
      const wanted = staticClosure(chunks, target);
      // the entry's import() of a module in the group goes through a facade chunk re-exporting it (a few bytes): those
      // too, or the first import() still waits a round trip for its facade
      const facades = Object.keys(chunks).filter((file) => {
        const chunk = chunks[file];
        const imports = chunk?.imports ?? [];
        return (
          chunk?.type === 'chunk' &&
          chunk.isDynamicEntry &&
          imports.includes(target) &&
          imports.every((dep) => wanted.has(dep) || loaded.has(dep))
        );
      });
      const files = [...wanted, ...facades].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'early-preloads.js', source: earlyScript(files) }));
      script = `/${fileName}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        script ? [{ tag: 'script', attrs: { type: 'module', async: true, src: script, crossorigin: true }, injectTo: 'head-prepend' }] : [],
    },
  };
}
