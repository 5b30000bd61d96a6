import { Card, Group, Text, Title, type TitleOrder } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useState } from 'react';
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
  /** drawn on the generated cover when there is no image (or it fails to load) */
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

/** A stable 32-bit hash of a text (FNV-1a): the same title always draws the same cover. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

/** The title in at most three lines of about 22 characters, for the generated cover. */
function coverLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 22) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2]}…`] : lines;
}

/**
 * The cover of a card without an image: drawn from its title and type in the workspace's colours (a gradient of the
 * primary colour at an angle, circles placed and the mix chosen by the title's hash, the title and the type's icon),
 * so no two contents share one drawing. Decoration: the card's heading names it.
 */
function GeneratedCover({ title, icon: Icon }: { title: string; icon: TablerIcon }) {
  const hash = hashOf(title);
  const bits = (shift: number, size: number) => (hash >>> shift) % size;
  const circles = [0, 1, 2].map((index) => ({
    cx: 20 + bits(index * 7, 140),
    cy: 10 + bits(index * 7 + 3, 80),
    r: 14 + bits(index * 5 + 11, 40),
  }));
  const lines = coverLines(title);
  return (
    <div
      className={classes.generated}
      data-generated-cover
      style={
        {
          '--cover-angle': `${bits(0, 360)}deg`,
          '--cover-mix': `${35 + bits(9, 30)}%`,
        } as CSSProperties
      }
    >
      <svg viewBox="0 0 160 90" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className={classes.generatedArt}>
        {circles.map((circle) => (
          <circle key={`${circle.cx}-${circle.cy}`} {...circle} fill="#FFFFFF" opacity={0.1} />
        ))}
        {lines.map((line, index) => (
          <text key={line} x={12} y={58 - (lines.length - 1 - index) * 13} fill="#FFFFFF" fontSize={11} fontWeight={700}>
            {line}
          </text>
        ))}
      </svg>
      <Icon size={26} stroke={1.75} aria-hidden="true" data-cover-fallback className={classes.generatedIcon} />
    </div>
  );
}

function Cover({ url, title, fallbackIcon }: { url?: string | null; title: string; fallbackIcon: TablerIcon }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = url && failed !== url;
  return showImage ? (
    // The title names the card; the cover is decoration.
    <img src={url} alt="" loading="lazy" decoding="async" onError={() => setFailed(url)} />
  ) : (
    <GeneratedCover title={title} icon={fallbackIcon} />
  );
}

/** A cover on its own (a content's page): the image, else the cover drawn from the title, in a 16:9 frame. */
export function CoverArt({ url, title, fallbackIcon }: { url?: string | null; title: string; fallbackIcon: TablerIcon }) {
  return (
    <div className={`${classes.cover} ${classes.standalone}`} data-cover-art>
      <Cover url={url} title={title} fallbackIcon={fallbackIcon} />
    </div>
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
        <Cover url={coverUrl} title={title} fallbackIcon={fallbackIcon} />
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
