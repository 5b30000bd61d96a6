import { Badge, type TitleOrder } from '@mantine/core';
import { IconListDetails, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TypeBadge, typeIcon } from '../badges.tsx';
import { ProgressBar } from '../progress.tsx';
import { type CardFact, CoverCard } from './cover-card.tsx';

export interface PathwayCardProps {
  title: string;
  to?: string;
  linkState?: object;
  coverUrl?: string | null;
  description?: string;
  /** "Lista" in a personal or business workspace, "Trilha" in a portal */
  typeLabel: string;
  /** how many contents it holds, already worded ("5 conteúdos") */
  contentsLabel?: string;
  /** set when the pathway is private: the word to show beside the lock */
  privateLabel?: string;
  /** the pathway's completion percent, when the person follows it */
  progress?: { value: number; label: string };
  coverAction?: ReactNode;
  actions?: ReactNode;
  headingOrder?: TitleOrder;
}

/** A pathway (list of contents) in a listing. */
export function PathwayCard({ typeLabel, contentsLabel, privateLabel, progress, ...card }: PathwayCardProps) {
  const facts: CardFact[] = contentsLabel ? [{ icon: IconListDetails, label: contentsLabel }] : [];
  return (
    <CoverCard
      {...card}
      data-card="pathway"
      fallbackIcon={typeIcon('list')}
      coverBadge={<TypeBadge type="list" label={typeLabel} solid />}
      badges={
        privateLabel && (
          <Badge color="gray" variant="light" radius="sm" leftSection={<IconLock size={12} aria-hidden="true" />}>
            {privateLabel}
          </Badge>
        )
      }
      facts={facts}
      progress={progress && <ProgressBar value={progress.value} label={progress.label} />}
    />
  );
}
