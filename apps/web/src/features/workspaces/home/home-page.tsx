import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { HomeGreeting } from '../../../lib/shell/home-greeting.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { MyAssignments } from '../../assignments/public.ts';
import { EmailConfirmationNotice } from '../../identity/public.ts';
import { HomePositions } from '../../positions/public.ts';
import { HomeBanner } from './home-banner.tsx';
import { HomeLearning } from './home-learning.tsx';
import { QuickLinks } from './quick-links.tsx';

/**
 * The home of every workspace kind (/my, /c/:companyDomain, /p/:companyDomain): greeting, banner, shortcuts, newest
 * contents and pathways; a person's and a portal's start from the candidate: the positions that fit them first; in a
 * company, the training it assigned comes before everything else.
 */
export default function HomePage() {
  const { t } = useTranslation('workspaces');
  const user = useSessionUser();
  const workspace = useActiveWorkspace();
  usePageTitle(workspace.name);
  return (
    <Stack gap="lg" py="sm">
      <Stack gap={4}>
        <HomeGreeting name={user.name} />
        <Text c="gray.7">
          {workspace.type === 'individual' ? t('home.personalSubtitle') : t('home.subtitle', { name: workspace.name })}
        </Text>
      </Stack>
      {workspace.type === 'business' && <MyAssignments workspaceId={workspace.id} />}
      <EmailConfirmationNotice workspace={workspace} />
      <HomeBanner workspace={workspace} />
      {workspace.type !== 'business' && <HomePositions workspace={workspace} />}
      <QuickLinks workspace={workspace} />
      <HomeLearning workspace={workspace} />
    </Stack>
  );
}
