import { Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type PositionItem, withSource } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { relativeDay } from '../../../lib/format/relative-day.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { tokenStorage } from '../../../lib/session/token-storage.ts';
import { CardGrid } from '../../../lib/ui/card-grid.tsx';
import { PositionRow } from '../../../lib/ui/cards/position-row.tsx';
import { companyPositionsQuery } from '../api/list-company-positions.ts';

/**
 * A company's or portal's newest open positions on its public page. A visitor opens each one's public page
 * (`/vagas/:id`, drawn by the server, so the browser loads it; it names its canonical address with the slug); a
 * signed-in reader goes straight to the position inside the app; either way an application from there counts the
 * public page as its source.
 * Nothing is shown when none is open.
 */
export function OpenPositions({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const locale = useLocale();
  const positions = useQuery(companyPositionsQuery(workspaceId));
  const signedIn = tokenStorage.get() !== null;
  const items = positions.data?.items ?? [];
  if (items.length === 0) return null;
  const money = (value: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
  const salaryOf = ({ salary }: PositionItem) => {
    if (salary.type === 'text') return salary.text ?? undefined;
    if (salary.type !== 'range' || salary.min === null) return t('publicPage.positions.salaryUnspecified');
    const per = salary.period ? ` ${t(`publicPage.positions.per.${salary.period}`)}` : '';
    return salary.max !== null && salary.max !== salary.min
      ? `${money(salary.min, salary.currency)} – ${money(salary.max, salary.currency)}${per}`
      : `${money(salary.min, salary.currency)}${per}`;
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="public-positions-title">
      <Title order={2} size="h4" id="public-positions-title" mb="sm">
        {t('publicPage.positions.title')}
      </Title>
      <CardGrid label={t('publicPage.positions.title')} layout="rows">
        {items.map((item) => (
          <PositionRow
            key={item.id}
            title={item.title}
            to={signedIn ? withSource(`/my/discovery/position/${item.id}`, 'public_page') : `/vagas/${item.id}`}
            reloadDocument={!signedIn}
            companyName={item.company.name}
            companyLogoUrl={item.company.avatarUrl}
            place={
              [item.location.city && `${item.location.city} - ${item.location.state}`, item.remote && t('publicPage.positions.remote')]
                .filter(Boolean)
                .join(' · ') || undefined
            }
            date={item.publishedAt ? relativeDay(item.publishedAt, locale) : undefined}
            contract={t(`publicPage.positions.contract.${item.contractType}`)}
            salary={salaryOf(item)}
          />
        ))}
      </CardGrid>
    </Paper>
  );
}
