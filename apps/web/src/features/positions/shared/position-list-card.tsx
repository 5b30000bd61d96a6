import type { PositionItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { backTo } from '../../../lib/routing/back-target.ts';
import { PositionRow } from '../../../lib/ui/cards/position-row.tsx';
import { usePositionWords } from './position-words.ts';

/** A position in a listing, as a dense row worded for the screen's language, with the reader's match when it has one. */
export function PositionListCard({ item, to }: { item: PositionItem; to: string }) {
  const { t } = useTranslation('positions');
  // the opened page's "Voltar" returns to this listing, its search and filters included (a discovery search)
  const { pathname, search } = useLocation();
  const words = usePositionWords();
  return (
    <PositionRow
      title={item.title}
      to={to}
      linkState={backTo(pathname + search)}
      companyName={item.company.name}
      companyLogoUrl={item.company.avatarUrl}
      tag={item.pcdOnly ? t('pcdOnly') : undefined}
      // with a search around a city, how far this one is
      place={item.distanceKm === undefined ? words.place(item) : `${words.place(item)} · ${t('distance', { km: item.distanceKm })}`}
      contract={words.contract(item)}
      salary={words.salary(item)}
      date={words.published(item)}
      match={words.match(item.match)}
      status={words.status(item)}
    />
  );
}
