import { Card, Group, Text, Title, type TitleOrder } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import classes from './cover-card.module.css';

/** One fact under a card's title, with the icon that says what kind of fact it is (time, place, price). */
export interface CardFact {
  icon: TablerIcon;
  label: string;
  /** a fact that needs attention (a promise not kept), in red */
  urgent?: boolean;
}

export interface CoverCardProps {
  title: string;
  /** where the card leads; the title becomes a link that covers the whole card */
  to?: string;
  /** navigation state of that link (e.g. where the opened screen's "Voltar" returns) */
  linkState?: object;
  /** `to` is a page the server draws, outside the app (a public position page): the browser loads it */
  reloadDocument?: boolean;
  coverUrl?: string | null;
  /** drawn large on the cover when there is no image (or it fails to load) */
  fallbackIcon: TablerIcon;
  /** on the cover's top-left corner, usually the TypeBadge */
  coverBadge?: ReactNode;
  /** on the cover's top-right corner, usually a favourite toggle; stays clickable */
  coverAction?: ReactNode;
  /** a short line above the title (company, provider) */
  kicker?: ReactNode;
  description?: string;
  badges?: ReactNode;
  facts?: CardFact[];
  /** at the bottom: the ProgressBar of what the person follows */
  progress?: ReactNode;
  /** buttons at the very bottom; they stay clickable above the card's link */
  actions?: ReactNode;
  headingOrder?: TitleOrder;
  'data-card'?: string;
}

function Cover({ url, fallbackIcon: Fallback }: { url?: string | null; fallbackIcon: TablerIcon }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url && failed !== url;
  return showImage ? (
    // The title names the card; the cover is decoration.
    <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />
  ) : (
    <Fallback size={48} stroke={1.5} aria-hidden="true" data-cover-fallback />
  );
}

/** The card every listing shares: cover image, title, a few facts and a footer. Contents, pathways, positions and courses build on it. */
export function CoverCard(props: CoverCardProps) {
  const {
    title,
    to,
    linkState,
    reloadDocument,
    coverUrl,
    fallbackIcon,
    coverBadge,
    coverAction,
    kicker,
    description,
    badges,
    facts,
    progress,
    actions,
  } = props;
  return (
    <Card component="article" withBorder radius="md" padding={0} className={classes.card} data-card={props['data-card']}>
      <div className={classes.cover}>
        <Cover url={coverUrl} fallbackIcon={fallbackIcon} />
        {coverBadge && <div className={classes.coverStart}>{coverBadge}</div>}
        {coverAction && <div className={`${classes.coverEnd} ${classes.raised}`}>{coverAction}</div>}
      </div>
      <div className={classes.body}>
        {kicker && (
          <Text size="sm" c="dimmed" component="div" truncate>
            {kicker}
          </Text>
        )}
        <Title order={props.headingOrder ?? 3} size="h5" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {to ? (
            <Link to={to} state={linkState} reloadDocument={reloadDocument} className={classes.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        )}
        {badges && <Group gap={6}>{badges}</Group>}
        {facts && facts.length > 0 && (
          <ul className={classes.facts}>
            {facts.map(({ icon: Icon, label, urgent }) => (
              <li key={label} style={urgent ? { color: 'var(--mantine-color-red-9)' } : undefined} data-urgent={urgent || undefined}>
                <Icon size={16} stroke={1.75} aria-hidden="true" />
                <Text size="sm" span>
                  {label}
                </Text>
              </li>
            ))}
          </ul>
        )}
        {(progress || actions) && (
          <div className={classes.footer}>
            {progress}
            {actions && (
              <Group gap="xs" mt={progress ? 'sm' : 0} className={classes.raised}>
                {actions}
              </Group>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
