import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import type { ContentItem, ListItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { backTo } from '../../../lib/routing/back-target.ts';
import { tokenStorage } from '../../../lib/session/token-storage.ts';
import { ContentCard } from '../../../lib/ui/cards/content-card.tsx';
import { PathwayCard } from '../../../lib/ui/cards/pathway-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';

/** The heart on a card's cover or a details header: favourites the item, or takes it back. */
export function FavoriteButton({ kind, id, favorite, title }: { kind: 'content' | 'list'; id: string; favorite: boolean; title: string }) {
  const { t } = useTranslation('contents');
  const toggle = useToggleFavorite(kind, id);
  const label = favorite ? t('favorite.remove', { title }) : t('favorite.add', { title });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="white"
        color="red.8"
        radius="xl"
        size="lg"
        aria-label={label}
        aria-pressed={favorite}
        loading={toggle.isPending}
        onClick={() => toggle.mutate(undefined, { onError: (error) => toast.error(failureMessage(error)) })}
      >
        {favorite ? <IconHeartFilled size={18} aria-hidden="true" /> : <IconHeart size={18} aria-hidden="true" />}
      </ActionIcon>
    </Tooltip>
  );
}

/** "45 min", "2 h", "3 dias" */
export function useDurationLabel() {
  const { t } = useTranslation('contents');
  return (item: Pick<ContentItem, 'duration' | 'durationUnit'>) =>
    item.duration && item.durationUnit ? t(`duration.${item.durationUnit}`, { count: item.duration }) : undefined;
}

/** A visitor of a public page has nothing to favourite with. */
const signedIn = () => tokenStorage.get() !== null;

/** The opened screen's "Voltar" returns to the listing the card was in. */
function useBackHere() {
  const { pathname, search } = useLocation();
  return backTo(pathname + search);
}

export function ContentItemCard({ item, to, actions }: { item: ContentItem; to: string; actions?: React.ReactNode }) {
  const { t } = useTranslation('contents');
  const back = useBackHere();
  const duration = useDurationLabel();
  // one content has no partial percent: it is in progress or concluded
  const status =
    item.interaction === 'conclusion'
      ? ({ label: t('progress.concluded'), tone: 'success' } as const)
      : item.interaction === 'in_progress'
        ? ({ label: t('progress.inProgress'), tone: 'info' } as const)
        : undefined;
  return (
    <ContentCard
      title={item.title}
      to={to}
      linkState={back}
      coverUrl={item.coverUrl}
      description={item.description ?? undefined}
      type={item.type === 'list' ? 'course' : item.type}
      typeLabel={t(`types.${item.type}`)}
      level={item.level ? { value: item.level, label: t(`levels.${item.level}`) } : undefined}
      duration={duration(item)}
      status={status}
      coverAction={signedIn() && <FavoriteButton kind="content" id={item.id} favorite={item.favorite} title={item.title} />}
      actions={actions}
    />
  );
}

export function ListItemCard({ item, to, portal }: { item: ListItem; to: string; portal: boolean }) {
  const { t } = useTranslation('contents');
  const back = useBackHere();
  return (
    <PathwayCard
      title={item.title}
      to={to}
      linkState={back}
      coverUrl={item.coverUrl}
      description={item.description ?? undefined}
      typeLabel={portal ? t('list.pathway') : t('list.list')}
      contentsLabel={t('list.contentsCount', { count: item.contentsCount })}
      privateLabel={item.private ? t('form.private') : undefined}
      progress={item.completion > 0 ? { value: item.completion, label: t('list.progress') } : undefined}
      coverAction={signedIn() && <FavoriteButton kind="list" id={item.id} favorite={item.favorite} title={item.title} />}
    />
  );
}
