import { Avatar, Group, Text, type TitleOrder } from '@mantine/core';
import { IconBriefcase, IconCash, IconHome, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusBadge, type StatusTone, TypeBadge, typeIcon } from '../badges.tsx';
import { type CardFact, CoverCard } from './cover-card.tsx';

export interface PositionCardProps {
  title: string;
  to?: string;
  /** navigation state of the card's link (where the opened screen's "Voltar" returns) */
  linkState?: object;
  /** `to` is a page the server draws (a public position page) */
  reloadDocument?: boolean;
  coverUrl?: string | null;
  companyName: string;
  companyLogoUrl?: string | null;
  typeLabel: string;
  location?: string;
  /** the contract type, worded ("CLT", "Estágio") */
  contract?: string;
  /** set for telecommute positions: the word for it ("Remoto") */
  remote?: string;
  /** formatted salary or range */
  salary?: string;
  /** the application's or the position's status, when there is one */
  status?: { tone: StatusTone; label: string };
  coverAction?: ReactNode;
  actions?: ReactNode;
  headingOrder?: TitleOrder;
}

/** A job position in a listing: company, place, contract and salary at a glance. */
export function PositionCard(props: PositionCardProps) {
  const { companyName, companyLogoUrl, typeLabel, location, contract, remote, salary, status, ...card } = props;
  const facts: CardFact[] = [
    location && { icon: IconMapPin, label: location },
    remote && { icon: IconHome, label: remote },
    contract && { icon: IconBriefcase, label: contract },
    salary && { icon: IconCash, label: salary },
  ].filter((fact): fact is CardFact => Boolean(fact));
  return (
    <CoverCard
      {...card}
      data-card="position"
      fallbackIcon={typeIcon('position')}
      coverBadge={<TypeBadge type="position" label={typeLabel} solid />}
      kicker={
        <Group gap={6} wrap="nowrap">
          <Avatar src={companyLogoUrl} alt="" size={24} radius="sm" color="gray" name={companyName} />
          <Text size="sm" c="dimmed" truncate>
            {companyName}
          </Text>
        </Group>
      }
      badges={status && <StatusBadge tone={status.tone} label={status.label} />}
      facts={facts}
    />
  );
}
