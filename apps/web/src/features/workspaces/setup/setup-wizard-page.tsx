import { Alert, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { canIn } from '../../../lib/permissions/use-can.ts';
import { lastWorkspaceStorage } from '../../../lib/session/token-storage.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { BrandMark } from '../../../lib/shell/brand-mark.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';
import { useUpdateWorkspace } from '../api/update-workspace.ts';
import { KEEP } from '../shared/image-choice.ts';
import { ImagePicker } from '../shared/image-picker.tsx';
import { validateWorkspaceName } from '../shared/name-rule.ts';
import { IntroStep, NameStep, ReviewStep, type SetupValues } from './setup-steps.tsx';

const STEPS = ['intro', 'name', 'image', 'cover', 'review'] as const;

/** /workspace-setup/:workspaceId: the 5-step setup of a new company workspace (menu hidden). */
export default function SetupWizardPage() {
  const { t } = useTranslation(['workspaces', 'common']);
  const { workspaceId } = useParams();
  const user = useSessionUser();
  const navigate = useNavigate();
  const vertical = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const workspace = user.companies.find((w) => w.id === workspaceId);
  usePageTitle(t('setup.title'));
  const [step, setStep] = useState(0);
  const form = useForm<SetupValues>({
    initialValues: { name: workspace?.name ?? '', image: KEEP, cover: KEEP },
    validate: { name: validateWorkspaceName },
  });
  const save = useUpdateWorkspace(workspaceId ?? '');
  const finish = (values: SetupValues) =>
    save.mutate(
      { ...values, isCompleted: true },
      {
        onSuccess: ({ workspace: saved }) => {
          lastWorkspaceStorage.set(saved.id);
          navigate(homeOf(saved), { replace: true });
        },
      },
    );

  if (!workspace)
    return (
      <EmptyState
        illustration="search"
        title={t('setup.notFound')}
        action={<Button onClick={() => navigate('/?choose=1')}>{t('setup.choose')}</Button>}
      />
    );
  if (!canIn(workspace, user, 'workspace.manage')) return <Navigate to={homeOf(workspace)} replace />;
  if (workspace.isCompleted && !save.isPending && !save.isSuccess) return <Navigate to={homeOf(workspace)} replace />;

  const next = () => {
    if (STEPS[step] === 'name' && form.validate().hasErrors) return;
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };
  const isLast = step === STEPS.length - 1;
  const picture = STEPS[step];

  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <Stack gap={4}>
          <BrandMark size={22} />
          <Title order={1}>{t('setup.title')}</Title>
          <Text c="gray.7" aria-live="polite">
            {t('setup.counter', { current: step + 1, total: STEPS.length })}
          </Text>
        </Stack>
        <Stepper
          active={step}
          onStepClick={setStep}
          allowNextStepsSelect={false}
          size="sm"
          orientation={vertical ? 'vertical' : 'horizontal'}
        >
          {STEPS.map((key) => (
            <Stepper.Step key={key} label={t(`setup.steps.${key}`)} />
          ))}
        </Stepper>
        <Paper withBorder p="lg" radius="md">
          {STEPS[step] === 'intro' && <IntroStep name={workspace.name} />}
          {STEPS[step] === 'name' && <NameStep form={form} />}
          {(picture === 'image' || picture === 'cover') && (
            <ImagePicker
              key={picture}
              label={t(`setup.steps.${picture}`)}
              kind={picture}
              value={form.values[picture]}
              current={picture === 'image' ? workspace.imageUrl : workspace.coverImageUrl}
              onChange={(choice) => form.setFieldValue(picture, choice)}
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
            <Button onClick={() => (form.validate().hasErrors ? setStep(1) : finish(form.values))} loading={save.isPending}>
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
