import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, type MantineThemeOverride, PasswordInput } from '@mantine/core';
import type { CustomStyle } from '@trilha/contract';
import { FONT_FAMILY } from '../lib/ui/typeface.ts';
import { DEFAULT_STYLE } from '../lib/workspace/default-style.ts';

/** Ten shades around one brand colour, lighter to darker, for a Mantine palette. */
function paletteFrom(hex: string): MantineColorsTuple {
  const value = hex.replace('#', '');
  const rgb = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) || 0);
  const mix = (target: number, amount: number) => rgb.map((c) => Math.round(c + (target - c) * amount));
  const toHex = (c: number[]) => `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
  const steps = [0.9, 0.75, 0.6, 0.45, 0.3, 0.15, 0, 0.15, 0.3, 0.45];
  return steps.map((amount, i) => toHex(i < 6 ? mix(255, amount) : mix(0, amount))) as unknown as MantineColorsTuple;
}

/** The Mantine theme of a workspace: its customStyle becomes the primary palette while it is active. */
export function themeFor(style: CustomStyle | null | undefined): MantineThemeOverride {
  const s = style ?? DEFAULT_STYLE;
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: paletteFrom(s.primaryColor), accent: paletteFrom(s.secondaryColor) },
    primaryShade: 7,
    fontFamily: FONT_FAMILY,
    defaultRadius: 'md',
    headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
    // Modals, menus and toasts appear without sliding for people who ask their system for less motion.
    respectReducedMotion: true,
    components: {
      // the show/hide button is a control like any other: a keyboard user reaches it with Tab (Mantine leaves it out)
      PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleFocusable: true } }),
    },
  });
}

/**
 * Mantine's light-scheme dimmed text (gray.6) and error red (red.6) fall below WCAG AA contrast on white;
 * darker shades keep descriptions and field errors readable everywhere.
 */
export const readableColors: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
