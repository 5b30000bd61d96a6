import type { PositionItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { relativeDay } from '../../../lib/format/relative-day.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';

/** The words a position card, row and page use: place, contract, salary, date, status, the reader's match. */
export function usePositionWords() {
  const { t } = useTranslation('positions');
  const locale = useLocale();
  const money = (value: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: value % 1 === 0 ? 0 : 2 }).format(value);
  return {
    location: (item: Pick<PositionItem, 'location' | 'remote'>) =>
      item.location.city ? `${item.location.city} - ${item.location.state}` : item.remote ? t('remote') : undefined,
    /** the city, "Remoto", or both for a remote position with a city */
    place: (item: Pick<PositionItem, 'location' | 'remote'>) =>
      item.location.city
        ? `${item.location.city} - ${item.location.state}${item.remote ? ` · ${t('remote')}` : ''}`
        : item.remote
          ? t('remote')
          : undefined,
    /** when it was published: "hoje", "há 3 dias" */
    published: (item: Pick<PositionItem, 'publishedAt'>) => (item.publishedAt ? relativeDay(item.publishedAt, locale) : undefined),
    contract: (item: Pick<PositionItem, 'contractType'>) => t(`contract.${item.contractType}`),
    salary: (item: Pick<PositionItem, 'salary'>) => {
      const { salary } = item;
      if (salary.type === 'text') return salary.text ?? undefined;
      if (salary.type !== 'range' || salary.min === null) return t('salary.unspecified');
      const period = salary.period ? ` ${t(`salary.per.${salary.period}`)}` : '';
      return salary.max !== null && salary.max !== salary.min
        ? `${money(salary.min, salary.currency)} – ${money(salary.max, salary.currency)}${period}`
        : `${money(salary.min, salary.currency)}${period}`;
    },
    /** the reader's match, when the listing carries one: "87% compatível", named for screen readers */
    match: (percent: number | undefined) =>
      percent === undefined ? undefined : { percent, label: t('match.percent', { percent }), name: t('match.badgeName') },
    status: (item: Pick<PositionItem, 'status'>) =>
      item.status === 'active'
        ? undefined
        : { tone: item.status === 'paused' ? ('warning' as const) : ('neutral' as const), label: t(`status.${item.status}`) },
  };
}
