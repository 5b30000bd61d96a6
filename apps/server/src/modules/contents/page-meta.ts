import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { AppError } from '../../platform/http/app-error.ts';
import { isPublicAddress } from '../../platform/public-address.ts';

export interface PageMeta {
  url: string;
  title: string | null;
  description: string | null;
  image: string | null;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** which resolved addresses may be reached; public ones only, unless a test says otherwise */
  isAllowed: (address: string) => boolean;
}

export const DEFAULT_LIMITS: FetchLimits = { timeoutMs: 5000, maxBytes: 1_000_000, maxRedirects: 3, isAllowed: isPublicAddress };

const invalid = () => new AppError('contents.link_invalid');
const unreachable = () => new AppError('contents.link_unreachable');

/** Checks a URL and resolves its host once; the request then goes to that checked address (no DNS rebinding). */
async function checkTarget(raw: string, limits: FetchLimits): Promise<{ url: URL; address: string; family: number }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw invalid();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      // IPv4 first: the connection goes to the first address, and every one of them is checked
      addresses = await lookup(host, { all: true, verbatim: false });
    } catch {
      throw unreachable();
    }
  }
  const first = addresses[0];
  if (!first || addresses.some((entry) => !limits.isAllowed(entry.address))) throw invalid();
  return { url, ...first };
}

interface Answer {
  status: number;
  location: string | null;
  contentType: string;
  body: Buffer;
}

function requestOnce(target: { url: URL; address: string; family: number }, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.request(
      target.url,
      {
        method: 'GET',
        signal,
        headers: { 'user-agent': 'TrilhaBot/1.0 (+link preview)', accept: 'text/html,application/xhtml+xml' },
        // the checked address, answered in the shape Node asks for (a list when it wants every address)
        lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          options.all
            ? callback(null, [{ address: target.address, family: target.family }])
            : callback(null, target.address, target.family)) as never,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        const location = response.headers.location ?? null;
        if (status >= 300 || !/text\/html|application\/xhtml\+xml/i.test(contentType)) {
          response.resume();
          resolve({ status, location, contentType, body: Buffer.alloc(0) });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= limits.maxBytes) {
            response.destroy();
            resolve({ status, location, contentType, body: Buffer.concat(chunks).subarray(0, limits.maxBytes) });
          }
        });
        response.on('end', () => resolve({ status, location, contentType, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Reads a page's title, description and image for the content form, server-side and safely: http(s) only, every
 * hop's address checked (public ones only), redirects limited, one deadline for the whole read, the body capped.
 */
export async function fetchPageMeta(raw: string, limits: FetchLimits = DEFAULT_LIMITS): Promise<PageMeta> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let current = raw;
    for (let hop = 0; hop <= limits.maxRedirects; hop++) {
      const target = await checkTarget(current, limits);
      let answer: Answer;
      try {
        answer = await requestOnce(target, limits, controller.signal);
      } catch {
        throw unreachable();
      }
      if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
        current = new URL(answer.location, target.url).toString();
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) throw unreachable();
      const url = target.url.toString();
      if (answer.body.length === 0) return { url, title: null, description: null, image: null };
      return { url, ...parseMeta(decode(answer.body, answer.contentType), target.url) };
    }
    throw unreachable();
  } finally {
    clearTimeout(timer);
  }
}

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase();
  const latin = charset === 'iso-8859-1' || charset === 'latin1' || charset === 'windows-1252';
  return new TextDecoder(latin ? 'windows-1252' : 'utf-8').decode(body);
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  atilde: 'ã',
  otilde: 'õ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ecirc: 'ê',
  ocirc: 'ô',
  acirc: 'â',
  agrave: 'à',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  ntilde: 'ñ',
  uuml: 'ü',
  hellip: '…',
  mdash: '—',
  ndash: '–',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

const clean = (value: string | undefined, max: number): string | null => {
  if (!value) return null;
  const text = decodeEntities(value).replace(/\s+/g, ' ').trim().slice(0, max);
  return text === '' ? null : text;
};

/** The meta tags of an HTML head: Open Graph first, then Twitter, then the plain title and description. */
export function parseMeta(html: string, base: URL): Omit<PageMeta, 'url'> {
  const head = html.slice(0, 300_000);
  const metas = new Map<string, string>();
  // a "<meta" after another one with no ">" between is not tried (?<!…): it ends at the same ">" as that one, or at
  // none; tried, each of a page of "<meta<meta…" looked for its ">" to the end, n² (seconds on 100 KB)
  for (const tag of head.match(/<meta\b(?<!<meta\b[^>]*?<meta)[^>]*>/gi) ?? []) {
    const attributes = new Map<string, string>();
    // a name from its first letter (?<!…): from each letter of a long run that is no attribute, n² on the run
    for (const match of tag.matchAll(/(?<![a-z:-])([a-z:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
      attributes.set((match[1] ?? '').toLowerCase(), match[3] ?? match[4] ?? match[5] ?? '');
    }
    const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !metas.has(key)) metas.set(key, content);
  }
  // the first "<title" only: when it has no "</title>" after it, no later one has either
  const titleTag = /<title(?<!<title[\s\S]*?<title)[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const pick = (...keys: string[]) => keys.map((key) => metas.get(key)).find((value) => value?.trim());
  const rawImage = pick('og:image', 'og:image:url', 'twitter:image');
  let image: string | null = null;
  if (rawImage) {
    try {
      const resolved = new URL(decodeEntities(rawImage.trim()), base);
      if (resolved.protocol === 'http:' || resolved.protocol === 'https:') image = resolved.toString();
    } catch {
      image = null;
    }
  }
  return {
    title: clean(pick('og:title', 'twitter:title') ?? titleTag, 255),
    description: clean(pick('og:description', 'twitter:description', 'description'), 2000),
    image,
  };
}
