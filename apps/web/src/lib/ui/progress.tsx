import { Group, Progress, RingProgress, Text } from '@mantine/core';
import { useLocale } from '../format/use-locale.ts';

/** 0-100, whatever the caller passed: a card never draws a bar past its ends. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

function usePercentText(value: number): string {
  const locale = useLocale();
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

export interface ProgressProps {
  /** percent done, 0 to 100 */
  value: number;
  /** what is measured ("Progresso da trilha"): the bar's accessible name, also shown above it unless hideLabel */
  label: string;
  hideLabel?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/** A labelled progress bar with its percentage written out, so progress never relies on the bar alone. */
export function ProgressBar({ value, label, hideLabel = false, size = 'sm' }: ProgressProps) {
  const percent = clampPercent(value);
  const text = usePercentText(percent);
  return (
    <div data-progress={percent}>
      <Group justify={hideLabel ? 'flex-end' : 'space-between'} gap="xs" mb={4} wrap="nowrap">
        {!hideLabel && (
          <Text size="xs" c="dimmed" truncate aria-hidden="true">
            {label}
          </Text>
        )}
        <Text size="xs" fw={600} aria-hidden="true">
          {text}
        </Text>
      </Group>
      <Progress value={percent} size={size} radius="xl" color={percent === 100 ? 'teal' : undefined} aria-label={label} />
    </div>
  );
}

/** The compact, round form of the same measure, for headers and tight corners. */
export function ProgressRing({ value, label, size = 56 }: { value: number; label: string; size?: number }) {
  const percent = clampPercent(value);
  const text = usePercentText(percent);
  return (
    <RingProgress
      size={size}
      thickness={Math.max(4, Math.round(size / 10))}
      roundCaps
      sections={[{ value: percent, color: percent === 100 ? 'teal' : 'var(--mantine-primary-color-filled)' }]}
      label={
        <Text size="xs" fw={700} ta="center">
          {text}
        </Text>
      }
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      data-progress={percent}
      style={{ flex: 'none' }}
    />
  );
}
