import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../lib/ui/page-states.tsx';

/** The public page's lists tab: an empty state until the learning screens fill it. */
export default function PublicListsTab() {
  const { t } = useTranslation('workspaces');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="public-tab-title">
      <Title order={2} size="h4" id="public-tab-title">
        {t('publicPage.tabs.lists')}
      </Title>
      <EmptyState title={t('publicPage.empty.lists.title')} description={t('publicPage.empty.lists.description')} />
    </Paper>
  );
}
