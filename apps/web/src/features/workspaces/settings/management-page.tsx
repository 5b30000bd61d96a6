import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';
import { DangerZone } from './danger-zone.tsx';
import { LanguagesCard } from './languages-card.tsx';
import { SettingsNav } from './settings-nav.tsx';
import { SupportCard } from './support-card.tsx';

/** /c|p/:companyDomain/management: languages, support access (companies) and the danger zone. */
export default function ManagementPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  return (
    <Stack gap="lg" py="sm">
      <Stack gap={2}>
        <Title order={1}>{t('management.title')}</Title>
        <Text c="gray.7" size="sm">
          {t('management.subtitle', { name: workspace.name })}
        </Text>
      </Stack>
      <SettingsNav />
      <LanguagesCard workspace={workspace} />
      {workspace.type === 'business' && <SupportCard workspace={workspace} />}
      <DangerZone workspace={workspace} />
    </Stack>
  );
}
