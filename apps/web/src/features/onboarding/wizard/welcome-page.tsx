import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { greetingPeriod } from '../../../lib/shell/greeting.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ResumeImport } from '../../profile/public.ts';
import { StepActions } from './step-actions.tsx';
import { stepPath } from './steps.ts';

/** /newaccount/welcome: the greeting and what the next steps ask. */
export default function WelcomePage() {
  const { t } = useTranslation(['onboarding', 'shell']);
  const user = useSessionUser();
  const navigate = useNavigate();
  const [resumeStage, setResumeStage] = useState('select');
  return (
    <Stack gap="md">
      <PageHeader title={t(`shell:greeting.${greetingPeriod(new Date())}`, { name: user.name })} subtitle={t('welcome.subtitle')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Text fw={600}>{t('welcome.listTitle')}</Text>
          <List spacing="xs">
            <List.Item>{t('welcome.profile')}</List.Item>
            <List.Item>{t('welcome.skills')}</List.Item>
            <List.Item>{t('welcome.categories')}</List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="resume-title">
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id="resume-title">
              {t('welcome.resumeTitle')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('welcome.resumeHint')}
            </Text>
          </Stack>
          <ResumeImport onApplied={() => navigate(stepPath('profiles'))} onStage={setResumeStage} />
        </Stack>
      </Paper>
      {/* while a resume is read or reviewed, its own buttons lead on */}
      {(resumeStage === 'select' || resumeStage === 'error') && (
        <StepActions nextLabel={t('welcome.start')} onNext={() => navigate(stepPath('profiles'))} />
      )}
    </Stack>
  );
}
