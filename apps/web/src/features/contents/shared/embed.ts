/** An embeddable player for links whose source allows it (YouTube, Vimeo, Spotify); null for anything else. */
export function embedUrlOf(link: string | null): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const id = url.searchParams.get('v');
    return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1);
    return /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com') {
    const id = url.pathname.slice(1);
    return /^\d{4,12}$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  if (host === 'open.spotify.com') {
    const match = /^\/(episode|show|track)\/(\w+)/.exec(url.pathname);
    return match ? `https://open.spotify.com/embed/${match[1]}/${match[2]}` : null;
  }
  return null;
}
