import type { CSSProperties } from 'react';

/**
 * Mantine's light-scheme "dimmed" (gray.6) and error (red.6) texts fall below WCAG AA contrast on white;
 * the identity screens set darker shades on their roots so descriptions and field errors stay readable.
 * (Better done once in the app theme; kept here until then.)
 */
export const readableColors = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;
