import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { HomeGreeting } from '../../../lib/shell/home-greeting.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { HomeBanner } from './home-banner.tsx';
import { QuickLinks } from './quick-links.tsx';

/** The home of every workspace kind (/my, /c/:companyDomain, /p/:companyDomain). Contents and lists arrive with the learning screens. */
export default function HomePage() {
  const { t } = useTranslation('workspaces');
  const user = useSessionUser();
  const workspace = useActiveWorkspace();
  usePageTitle(workspace.name);
  const listsKey = workspace.type === 'aggregator' || workspace.type === 'agro' ? 'pathways' : 'lists';
  return (
    <Stack gap="lg" py="sm">
      <Stack gap={4}>
        <HomeGreeting name={user.name} />
        <Text c="gray.7">
          {workspace.type === 'individual' ? t('home.personalSubtitle') : t('home.subtitle', { name: workspace.name })}
        </Text>
      </Stack>
      <HomeBanner workspace={workspace} />
      <QuickLinks workspace={workspace} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="home-contents">
          <Title order={2} size="h4" id="home-contents">
            {t('home.contents.title')}
          </Title>
          <EmptyState
            compact
            illustration="contents"
            title={t('home.contents.emptyTitle')}
            description={t('home.contents.emptyDescription')}
          />
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="home-lists">
          <Title order={2} size="h4" id="home-lists">
            {t(`home.${listsKey}.title`)}
          </Title>
          <EmptyState
            compact
            illustration="pathways"
            title={t(`home.${listsKey}.emptyTitle`)}
            description={t(`home.${listsKey}.emptyDescription`)}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
