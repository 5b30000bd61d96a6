import type { TitleOrder } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ItemType, type Level, LevelBadge, StatusBadge, type StatusTone, TypeBadge, typeIcon } from '../badges.tsx';
import { ProgressBar } from '../progress.tsx';
import { type CardFact, CoverCard } from './cover-card.tsx';

export interface ContentCardProps {
  title: string;
  to?: string;
  linkState?: object;
  coverUrl?: string | null;
  description?: string;
  /** the content's type and its translated name */
  type: Exclude<ItemType, 'list' | 'position'>;
  typeLabel: string;
  level?: { value: Level; label: string };
  /** formatted duration ("2 h", "45 min") */
  duration?: string;
  /** set when the person follows the content: percent done and what the bar measures */
  progress?: { value: number; label: string };
  /** where the person is with it (in progress, concluded), beside the level */
  status?: { label: string; tone: StatusTone };
  coverAction?: ReactNode;
  actions?: ReactNode;
  headingOrder?: TitleOrder;
}

/** A learning content (video, article, course...) in a listing. */
export function ContentCard({ type, typeLabel, level, duration, progress, status, ...card }: ContentCardProps) {
  const facts: CardFact[] = duration ? [{ icon: IconClock, label: duration }] : [];
  return (
    <CoverCard
      {...card}
      data-card="content"
      fallbackIcon={typeIcon(type)}
      coverBadge={<TypeBadge type={type} label={typeLabel} solid />}
      badges={
        (level || status) && (
          <>
            {level && <LevelBadge level={level.value} label={level.label} />}
            {status && <StatusBadge tone={status.tone} label={status.label} />}
          </>
        )
      }
      facts={facts}
      progress={progress && <ProgressBar value={progress.value} label={progress.label} />}
    />
  );
}
