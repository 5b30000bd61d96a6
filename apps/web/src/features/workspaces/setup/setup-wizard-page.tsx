import { Alert, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { can, workspacesApi } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { api } from '../../../lib/api/client.ts';
import { lastWorkspaceStorage } from '../../../lib/session/token-storage.ts';
import { EmptyState } from '../../../lib/ui/page-states.tsx';
import { refreshSession } from '../../auth/session.ts';
import { useSessionUser } from '../../shell/use-active-workspace.ts';
import { actorIn } from '../shared/actor.ts';
import { appendImage, KEEP } from '../shared/image-choice.ts';
import { ImagePicker } from '../shared/image-picker.tsx';
import { validateWorkspaceName } from '../shared/name-rule.ts';
import { homeOf } from '../workspace-paths.ts';
import { IntroStep, NameStep, ReviewStep, type SetupValues } from './setup-steps.tsx';

const STEPS = ['intro', 'name', 'image', 'cover', 'review'] as const;

/** /workspace-setup/:workspaceId: the 5-step setup of a new company workspace (menu hidden). */
export default function SetupWizardPage() {
  const { t } = useTranslation('workspaces');
  const { workspaceId } = useParams();
  const user = useSessionUser();
  const navigate = useNavigate();
  const vertical = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const workspace = user.companies.find((w) => w.id === workspaceId);
  const [step, setStep] = useState(0);
  const form = useForm<SetupValues>({
    initialValues: { name: workspace?.name ?? '', image: KEEP, cover: KEEP },
    validate: { name: validateWorkspaceName },
  });
  const save = useMutation({
    mutationFn: (values: SetupValues) => {
      const body = new FormData();
      body.append('name', values.name.trim());
      appendImage(body, 'image', values.image);
      appendImage(body, 'cover', values.cover);
      body.append('isCompleted', 'true');
      return api(workspacesApi.updateWorkspace, { params: { id: workspaceId ?? '' }, form: body });
    },
    onSuccess: async ({ workspace: saved }) => {
      lastWorkspaceStorage.set(saved.id);
      await refreshSession();
      navigate(homeOf(saved), { replace: true });
    },
  });

  if (!workspace) return <EmptyState title={t('setup.notFound')} action={<Button onClick={() => navigate('/?choose=1')}>{t('setup.choose')}</Button>} />;
  if (!can(actorIn(workspace, user), 'workspace.manage')) return <Navigate to={homeOf(workspace)} replace />;
  if (workspace.isCompleted && !save.isPending && !save.isSuccess) return <Navigate to={homeOf(workspace)} replace />;

  const next = () => {
    if (STEPS[step] === 'name' && form.validate().hasErrors) return;
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };
  const isLast = step === STEPS.length - 1;

  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={800} fz={22} c="brand.7" component="p" m={0}>
            Trilha
          </Text>
          <Title order={1}>{t('setup.title')}</Title>
          <Text c="gray.7" aria-live="polite">
            {t('setup.counter', { current: step + 1, total: STEPS.length })}
          </Text>
        </Stack>
        <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="sm" orientation={vertical ? 'vertical' : 'horizontal'}>
          {STEPS.map((key) => (
            <Stepper.Step key={key} label={t(`setup.steps.${key}`)} />
          ))}
        </Stepper>
        <Paper withBorder p="lg" radius="md">
          {STEPS[step] === 'intro' && <IntroStep name={workspace.name} />}
          {STEPS[step] === 'name' && <NameStep form={form} />}
          {STEPS[step] === 'image' && (
            <ImagePicker
              label={t('setup.steps.image')}
              prefix="workspace-setup/profile-samples"
              shape="avatar"
              value={form.values.image}
              current={workspace.imageUrl}
              onChange={(choice) => form.setFieldValue('image', choice)}
            />
          )}
          {STEPS[step] === 'cover' && (
            <ImagePicker
              label={t('setup.steps.cover')}
              prefix="workspace-setup/cover-samples"
              shape="cover"
              value={form.values.cover}
              current={workspace.coverImageUrl}
              onChange={(choice) => form.setFieldValue('cover', choice)}
            />
          )}
          {STEPS[step] === 'review' && <ReviewStep values={form.values} current={workspace} />}
        </Paper>
        {save.error && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0 || save.isPending}>
            {t('common:actions.back')}
          </Button>
          {isLast ? (
            <Button onClick={() => (form.validate().hasErrors ? setStep(1) : save.mutate(form.values))} loading={save.isPending}>
              {t('setup.finish')}
            </Button>
          ) : (
            <Button onClick={next}>{t('common:actions.next')}</Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
