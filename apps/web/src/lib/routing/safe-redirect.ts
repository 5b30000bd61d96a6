/** A `redirect` query value to follow, or the fallback: only same-site paths are followed. */
export const safeRedirect = (value: string | null, fallback = '/') =>
  value?.startsWith('/') && !value.startsWith('//') ? value : fallback;
