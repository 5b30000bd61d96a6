import { useEffect, useState } from 'react';

type Rgb = [number, number, number];

/** #RGB or #RRGGBB as red, green and blue (0–255); anything else is null. */
export function parseHex(colour: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 1.4.11: graphics need 3:1 against what is next to them. */
const GRAPHICS_CONTRAST = 3;

/**
 * Whether a logo's drawn pixels (RGBA, as a canvas gives them) stand out from a background: at least half of its
 * opaque pixels reach 3:1 against it. A logo drawn as a coloured block (a dark green plate on a dark green header)
 * fails; white lettering alone on a dark header passes.
 */
export function logoStandsOut(pixels: Uint8ClampedArray, background: Rgb): boolean {
  let opaque = 0;
  let distinct = 0;
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if ((pixels[i + 3] ?? 0) < 128) continue;
    opaque++;
    if (contrastRatio([pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0], background) >= GRAPHICS_CONTRAST) distinct++;
  }
  return opaque === 0 || distinct / opaque >= 0.5;
}

/**
 * Whether the logo at `src` needs a light plate behind it on a header of `background`: measured by drawing it on a
 * small canvas once it loads: null until then (no plate meanwhile), false when it cannot be read (another origin, no
 * canvas).
 */
export function useLogoNeedsPlate(src: string | undefined, background: string | undefined): boolean | null {
  const [needsPlate, setNeedsPlate] = useState<boolean | null>(null);
  useEffect(() => {
    const colour = background ? parseHex(background) : null;
    setNeedsPlate(src && colour ? null : false);
    if (!src || !colour) return;
    let cancelled = false;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      if (cancelled) return;
      if (!image.naturalWidth) return setNeedsPlate(false);
      const width = 96;
      const height = Math.max(1, Math.round((image.naturalHeight / image.naturalWidth) * width));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return setNeedsPlate(false);
      try {
        context.drawImage(image, 0, 0, width, height);
        setNeedsPlate(!logoStandsOut(context.getImageData(0, 0, width, height).data, colour));
      } catch {
        // a logo from another origin taints the canvas: left as it is
        setNeedsPlate(false);
      }
    };
    image.onerror = () => {
      if (!cancelled) setNeedsPlate(false);
    };
    image.src = src;
    return () => {
      cancelled = true;
    };
  }, [src, background]);
  return needsPlate;
}
