// The installed app's icons, drawn at build from the same mark as public/favicon.svg: the sizes Chrome and
// Android ask for (192 and 512, plus a maskable 512 whose mark sits in the safe circle) and the 180 px one iOS puts on
// the home screen. The web app manifest (vite.config.ts) lists them.
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The favicon's mark (public/favicon.svg) on its teal square. */
const BRAND = '#0b7285';
const MARK = '<path d="M8 22c4-10 12-10 16-12" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>';

/** Rounded, as the favicon: for launchers that show the icon as it is. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${MARK}</svg>`;
/**
 * Full bleed, the mark shrunk to the middle 70%: Android crops a maskable icon to its own shape and keeps only the
 * circle of 80% of the side.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(4.8 4.8) scale(0.7)">${MARK}</g></svg>`;

export interface AppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: AppIcon[] = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon-180.png', size: 180, purpose: 'any' },
];

/** One icon as PNG bytes. */
function drawIcon(icon: AppIcon): Promise<Buffer> {
  const svg = icon.purpose === 'maskable' || icon.file.includes('apple') ? maskable : rounded;
  return sharp(Buffer.from(svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png()
    .toBuffer();
}

/** Emits every icon of APP_ICONS into the build. */
export function appIcons(): Plugin {
  return {
    name: 'trilha:app-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of APP_ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: await drawIcon(icon) });
    },
  };
}
