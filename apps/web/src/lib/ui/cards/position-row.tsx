import { Avatar, Badge, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { IconBriefcase, IconCash, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge, type StatusTone } from '../badges.tsx';
import classes from './position-row.module.css';

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
  /** how well the reader matches it, for a candidate ("78% compatível") */
  match?: { tone: StatusTone; label: string };
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
          {match && <StatusBadge tone={match.tone} label={match.label} />}
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
