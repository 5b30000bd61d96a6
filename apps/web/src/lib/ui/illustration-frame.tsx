import type { ReactNode } from 'react';

/** The drawings an empty or failed screen can show; each names what is missing, not where it is used. */
export type IllustrationName = 'contents' | 'pathways' | 'search' | 'people' | 'inbox' | 'offline';

// Colours come from the active Mantine theme, so every drawing wears the workspace's brand colour.
export const ink = {
  tint: 'var(--mantine-primary-color-light)',
  brand: 'var(--mantine-primary-color-filled)',
  paper: 'var(--mantine-color-body)',
  line: 'var(--mantine-color-gray-4)',
  soft: 'var(--mantine-color-gray-2)',
};

/** The canvas every drawing is set on (a tinted oval). Decorative: the text beside it carries the meaning. */
export function IllustrationFrame({ name, width, children }: { name: IllustrationName; width: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 200 140" width={width} height={(width * 140) / 200} aria-hidden="true" focusable="false" data-illustration={name}>
      <ellipse cx="100" cy="76" rx="84" ry="58" fill={ink.tint} />
      {children}
    </svg>
  );
}
