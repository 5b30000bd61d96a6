import type { TitleOrder } from '@mantine/core';
import { IconCash, IconClock, IconDeviceLaptop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TypeBadge, typeIcon } from '../badges.tsx';
import { ProgressBar } from '../progress.tsx';
import { type CardFact, CoverCard } from './cover-card.tsx';

export interface CourseCardProps {
  title: string;
  to?: string;
  /** navigation state of the card's link (where the opened screen's "Voltar" returns) */
  linkState?: object;
  coverUrl?: string | null;
  description?: string;
  /** who offers the course */
  provider?: string;
  typeLabel: string;
  /** worded modality ("Online", "Presencial"), workload ("Curta duração") and price ("Gratuito") */
  modality?: string;
  workload?: string;
  price?: string;
  /** set once enrolled */
  progress?: { value: number; label: string };
  coverAction?: ReactNode;
  actions?: ReactNode;
  headingOrder?: TitleOrder;
}

/** A course (from a provider) in a listing. */
export function CourseCard({ provider, typeLabel, modality, workload, price, progress, ...card }: CourseCardProps) {
  const facts: CardFact[] = [
    modality && { icon: IconDeviceLaptop, label: modality },
    workload && { icon: IconClock, label: workload },
    price && { icon: IconCash, label: price },
  ].filter((fact): fact is CardFact => Boolean(fact));
  return (
    <CoverCard
      {...card}
      data-card="course"
      fallbackIcon={typeIcon('course')}
      coverBadge={<TypeBadge type="course" label={typeLabel} solid />}
      kicker={provider}
      facts={facts}
      progress={progress && <ProgressBar value={progress.value} label={progress.label} />}
    />
  );
}
