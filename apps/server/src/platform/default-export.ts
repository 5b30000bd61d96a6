/**
 * The default export of an ES-module package loaded on first use. The built server turns import() into require()
 * (scripts/build-server.mjs), whose answer for an ES module arrives wrapped once more: its `default` is the namespace.
 */
export function defaultExport<T>(loaded: { default: T }): T {
  const inner = loaded.default as { default?: T; [Symbol.toStringTag]?: string } | undefined;
  return inner?.[Symbol.toStringTag] === 'Module' && inner.default !== undefined ? inner.default : loaded.default;
}
