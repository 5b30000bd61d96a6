import { createHash } from 'node:crypto';
import type { OverlayOptions, default as Sharp } from 'sharp';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { PublicPosition } from '../positions/index.ts';
import { placeLabel } from './position-words.ts';

/** Bumped when the drawing changes, so every stored image is drawn again. */
const DRAWING = 2;
const WIDTH = 1200;
const HEIGHT = 630;
const DEFAULT_COLOR = '#0b7285';

/** Lines of at most `max` characters, at most `lines` of them (the last one cut with an ellipsis). */
function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]?.slice(0, max - 1)}…`;
  return kept;
}

const colorOf = (value: string | null) => (value && /^#[0-9a-f]{6}$/i.test(value) ? value : DEFAULT_COLOR);

/** Dark text on a light company colour, white on a dark one (WCAG relative luminance). */
function textOn(color: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(color.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.4 ? '#1f2933' : '#ffffff';
}

const LOGO = 112;

/** The company's logo on a white tile, or nothing when it cannot be read as an image. */
async function logoTile(sharp: typeof Sharp, logo: Buffer | null): Promise<OverlayOptions[]> {
  if (!logo) return [];
  try {
    const image = await sharp(logo)
      .resize(LOGO - 16, LOGO - 16, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    const tile = await sharp({ create: { width: LOGO, height: LOGO, channels: 3, background: '#ffffff' } })
      .composite([{ input: image, top: 8, left: 8 }])
      .png()
      .toBuffer();
    return [{ input: tile, top: 48, left: WIDTH - 80 - LOGO }];
  } catch {
    return [];
  }
}

/**
 * The 1200x630 image link previews show (WhatsApp, LinkedIn): the company's colour and logo, the position's title,
 * the company and the place. Drawn from an SVG, every text escaped.
 */
export async function positionPreviewImage(position: PublicPosition, logo: Buffer | null): Promise<Buffer> {
  // sharp loads on the first drawing, not at every start
  const { default: sharp } = await import('sharp');
  const color = colorOf(position.companyColor);
  const ink = textOn(color);
  const title = wrap(position.title, 26, 3)
    .map((line, index) => `<text x="80" y="${230 + index * 80}" class="title">${escapeHtml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<style>text{font-family:'DejaVu Sans',sans-serif;fill:${ink}}.title{font-size:64px;font-weight:bold}.sub{font-size:36px}.brand{font-size:30px;font-weight:bold}</style>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${color}"/>
<rect y="${HEIGHT - 90}" width="${WIDTH}" height="90" fill="${ink === '#ffffff' ? '#000' : '#fff'}" fill-opacity="0.25"/>
<text x="80" y="120" class="sub">${escapeHtml(wrap(position.company.name, 40, 1)[0] ?? '')}</text>
${title}
<text x="80" y="${HEIGHT - 32}" class="sub">${escapeHtml(wrap(placeLabel(position), 40, 1)[0] ?? '')}</text>
<text x="${WIDTH - 80}" y="${HEIGHT - 34}" class="brand" text-anchor="end">Trilha · vagas</text>
</svg>`;
  return sharp(Buffer.from(svg))
    .composite(await logoTile(sharp, logo))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * What the image shows, as a short hash: its stored copy is named after it (`previews/positions/<id>-<hash>.png`, in
 * the shared file storage, so one process draws it for all) and its address carries it, so a preview refreshes when
 * the title, company, colour, logo or place change.
 */
export const previewVersion = (position: PublicPosition) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        DRAWING,
        position.title,
        position.company.name,
        position.companyColor,
        position.companyLogoUrl,
        placeLabel(position),
      ]),
    )
    .digest('hex')
    .slice(0, 16);

export const previewKey = (position: PublicPosition) => `previews/positions/${position.id}-${previewVersion(position)}.png`;
