import type { PositionItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { PositionCard } from '../../../lib/ui/cards/position-card.tsx';
import { usePositionWords } from './position-words.ts';

/** A position in a listing, worded for the screen's language. */
export function PositionListCard({ item, to }: { item: PositionItem; to: string }) {
  const { t } = useTranslation('positions');
  const words = usePositionWords();
  return (
    <PositionCard
      title={item.title}
      to={to}
      companyName={item.company.name}
      companyLogoUrl={item.company.avatarUrl}
      typeLabel={item.pcdOnly ? t('pcdOnly') : item.category.name}
      location={words.location(item)}
      remote={item.remote && item.location.city ? t('remote') : undefined}
      contract={words.contract(item)}
      salary={words.salary(item)}
      status={words.status(item)}
    />
  );
}
