import { Alert, type AlertProps } from '@mantine/core';

const TONES = { success: 'teal', error: 'red', warning: 'yellow', info: 'blue' } as const;

/**
 * A light Alert whose title uses the text colour: Mantine's light-variant title colour
 * is below WCAG AA contrast on the tinted background.
 */
export function NoticeAlert({ tone, ...props }: Omit<AlertProps, 'color'> & { tone: keyof typeof TONES }) {
  const color = TONES[tone];
  return (
    <Alert
      variant="light"
      color={color}
      role={tone === 'error' ? 'alert' : 'status'}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      {...props}
    />
  );
}
