import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import type { IllustrationName } from '../../../lib/ui/illustrations.tsx';

export const PUBLIC_TABS = ['contents', 'lists', 'skills'] as const;
export type PublicTabKey = (typeof PUBLIC_TABS)[number];

const DRAWINGS: Record<PublicTabKey, IllustrationName> = { contents: 'contents', lists: 'pathways', skills: 'search' };

/** One tab of the public page (contents, lists, skills): an empty state until the learning screens fill it. */
export function PublicTab({ tab }: { tab: PublicTabKey }) {
  const { t } = useTranslation('workspaces');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="public-tab-title">
      <Title order={2} size="h4" id="public-tab-title">
        {t(`publicPage.tabs.${tab}`)}
      </Title>
      <EmptyState
        compact
        illustration={DRAWINGS[tab]}
        title={t(`publicPage.empty.${tab}.title`)}
        description={t(`publicPage.empty.${tab}.description`)}
      />
    </Paper>
  );
}
