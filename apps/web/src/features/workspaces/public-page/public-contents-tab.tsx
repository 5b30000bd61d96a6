import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../lib/ui/page-states.tsx';

/** The public page's contents tab: an empty state until the learning screens fill it. */
export default function PublicContentsTab() {
  const { t } = useTranslation('workspaces');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="public-tab-title">
      <Title order={2} size="h4" id="public-tab-title">
        {t('publicPage.tabs.contents')}
      </Title>
      <EmptyState title={t('publicPage.empty.contents.title')} description={t('publicPage.empty.contents.description')} />
    </Paper>
  );
}
