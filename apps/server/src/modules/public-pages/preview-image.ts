import sharp from 'sharp';
import { escapeHtml } from '../../platform/http/escape-html.ts';
import type { PublicPosition } from '../jobs/index.ts';
import { placeLabel } from './position-words.ts';

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

/**
 * The 1200x630 image link previews show (WhatsApp, LinkedIn): the company's colour, the position's title, the
 * company and the place. Drawn from an SVG, every text escaped.
 */
export async function positionPreviewImage(position: PublicPosition): Promise<Buffer> {
  const color = colorOf(position.companyColor);
  const title = wrap(position.title, 28, 3)
    .map((line, index) => `<text x="80" y="${230 + index * 80}" class="title">${escapeHtml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<style>text{font-family:'DejaVu Sans',sans-serif;fill:#fff}.title{font-size:64px;font-weight:bold}.sub{font-size:36px}.brand{font-size:30px;font-weight:bold}</style>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${color}"/>
<rect y="${HEIGHT - 90}" width="${WIDTH}" height="90" fill="#000" fill-opacity="0.25"/>
<text x="80" y="120" class="sub">${escapeHtml(wrap(position.company.name, 48, 1)[0] ?? '')}</text>
${title}
<text x="80" y="${HEIGHT - 32}" class="sub">${escapeHtml(wrap(placeLabel(position), 40, 1)[0] ?? '')}</text>
<text x="${WIDTH - 80}" y="${HEIGHT - 34}" class="brand" text-anchor="end">Trilha · vagas</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
