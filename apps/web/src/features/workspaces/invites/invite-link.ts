/** The invite id inside a pasted link (/invite/<id> or ?id=<id>) or the code itself. */
export function inviteIdFrom(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    const fromQuery = url.searchParams.get('id');
    if (fromQuery) return fromQuery;
    const match = /\/invite\/([^/?#]+)/.exec(url.pathname);
    if (match?.[1] && match[1] !== 'login') return decodeURIComponent(match[1]);
  } catch {
    // not a link: the text is the code
  }
  return /^[\w-]+$/.test(value) ? value : null;
}
