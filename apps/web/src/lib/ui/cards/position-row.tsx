import { Avatar, Badge, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { IconBriefcase, IconCash, IconMapPin, IconTargetArrow } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge, type StatusTone } from '../badges.tsx';
import classes from './position-row.module.css';

/** A candidate's match with a position: its percent (0-100), worded ("87% compatível"), and what the figure measures. */
interface RowMatch {
  percent: number;
  label: string;
  /** the badge's accessible name ("Compatibilidade com o seu perfil") */
  name: string;
}

interface PositionRowProps {
  title: string;
  to?: string;
  /** navigation state of the row's link (where the opened screen's "Voltar" returns) */
  linkState?: object;
  /** `to` is a page the server draws (a public position page) */
  reloadDocument?: boolean;
  companyName: string;
  companyLogoUrl?: string | null;
  /** the city ("Campinas - SP") or the word for remote work */
  place?: string;
  /** the contract type, worded ("CLT", "Estágio") */
  contract?: string;
  /** formatted salary or range */
  salary?: string;
  /** when it was published, worded ("há 3 dias") */
  date?: string;
  /** how well the reader matches it, for a candidate: the percent, its words ("78% compatível") and the badge's name */
  match?: RowMatch;
  /** the position's status when it is not open, or a tag such as "Vaga exclusiva PcD" */
  status?: { tone: StatusTone; label: string };
  /** a small tag next to the company (the category or "PcD") */
  tag?: string;
  /** buttons on the right (a favourite toggle); they stay clickable above the row's link */
  actions?: ReactNode;
  headingOrder?: TitleOrder;
}

/** A job position as a dense row (LinkedIn, Indeed): company logo, title, company, place, contract, salary, date, match. */
export function PositionRow(props: PositionRowProps) {
  const { title, to, linkState, reloadDocument, companyName, companyLogoUrl, place, contract, salary, date, match, status, tag, actions } =
    props;
  const facts = [
    place && { icon: IconMapPin, label: place },
    contract && { icon: IconBriefcase, label: contract },
    salary && { icon: IconCash, label: salary },
  ].filter((fact): fact is { icon: typeof IconMapPin; label: string } => Boolean(fact));
  return (
    <article className={classes.row} data-card="position">
      <Avatar
        className={classes.logo}
        src={companyLogoUrl}
        alt=""
        size={48}
        radius="md"
        color="initials"
        name={companyName}
        styles={{ image: { objectFit: 'contain', background: 'white' } }}
      />
      <div className={classes.main}>
        <Title order={props.headingOrder ?? 3} size="h5" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {to ? (
            <Link to={to} state={linkState} reloadDocument={reloadDocument} className={classes.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Title>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" truncate>
            {companyName}
          </Text>
          {tag && (
            <Badge size="xs" variant="light" color="gray" style={{ flex: 'none' }}>
              {tag}
            </Badge>
          )}
        </Group>
        {facts.length > 0 && (
          <ul className={classes.facts}>
            {facts.map(({ icon: Icon, label }) => (
              <li key={label}>
                <Icon size={15} stroke={1.75} aria-hidden="true" />
                <Text size="sm" span>
                  {label}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </div>
      {(match || status || date || actions) && (
        <div className={classes.side}>
          {match && <MatchBadge {...match} />}
          {status && <StatusBadge tone={status.tone} label={status.label} />}
          {date && (
            <Text size="xs" c="gray.7" component="span">
              {date}
            </Text>
          )}
          {actions && <Group className={classes.raised}>{actions}</Group>}
        </div>
      )}
    </article>
  );
}

const MATCH_COLORS = { high: 'green', middle: 'blue', low: 'gray' } as const;

/**
 * The match as a small meter: its figure in words beside a target icon, so it never reads by colour alone (the tint
 * and the icon's colour only echo it: green from 75%, blue from 40%; the words stay dark on every tint for contrast);
 * named for screen readers, its value the same words.
 */
function MatchBadge({ percent, label, name }: RowMatch) {
  const band = percent >= 75 ? 'high' : percent >= 40 ? 'middle' : 'low';
  const color = MATCH_COLORS[band];
  return (
    <Badge
      role="meter"
      aria-label={name}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={label}
      data-match={band}
      color={color}
      c="gray.9"
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<IconTargetArrow size={13} stroke={2} color={`var(--mantine-color-${color}-8)`} aria-hidden="true" />}
      style={{ flex: 'none' }}
    >
      {label}
    </Badge>
  );
}
