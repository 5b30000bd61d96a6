import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type RecruiterPositionDetails, resolveLanguage } from '@trilha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { useLeaveGuard } from '../../../lib/forms/leave-guard.tsx';
import { requiredFieldsMessage } from '../../../lib/forms/required-fields.ts';
import { useErrorsFollowLanguage } from '../../../lib/forms/use-errors-follow-language.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { companyPositionQuery } from '../api/get-company-position.ts';
import { usePositionAction } from '../api/position-action.ts';
import { useSavePosition } from '../api/save-position.ts';
import { BasicsSection } from './basics-section.tsx';
import { FilesMembersSection } from './files-members-section.tsx';
import { PositionActions } from './position-actions.tsx';
import { emptyPosition, type PositionValues, toPayload, validatePosition, valuesOf } from './position-form-values.ts';
import { PositionNotices } from './position-notices.tsx';
import { useRecruiterStatus } from './recruiter-status.ts';
import { recruitmentPaths } from './recruitment-paths.ts';
import { RequirementsSection } from './requirements-section.tsx';
import { SalaryPlaceSection } from './salary-place-section.tsx';
import { StepsEditor } from './steps-editor.tsx';

/** A new position (…/recruitment/positions/new) or one to edit (…/recruitment/positions/:positionId). */
export default function PositionFormPage() {
  const { t } = useTranslation('positions');
  const { positionId } = useParams();
  const workspace = useActiveWorkspace();
  const mayCreate = useCan('recruitment.positions.manage');
  const existing = useQuery({ ...companyPositionQuery(positionId ?? ''), enabled: Boolean(positionId) });
  usePageTitle(existing.data?.title ?? t('recruitment.form.newTitle'), workspace.name);
  if (!positionId && !mayCreate) return <EmptyState illustration="search" title={t('recruitment.form.mayNotCreate')} titleOrder={1} />;
  if (positionId && existing.isPending) return <PageSkeleton />;
  if (positionId && existing.isError) return <ErrorState message={failureMessage(existing.error)} onRetry={() => existing.refetch()} />;
  return <PositionFormScreen key={positionId ?? 'new'} position={existing.data} />;
}

type Intent = 'save' | 'publish';

function PositionFormScreen({ position }: { position?: RecruiterPositionDetails }) {
  const { t, i18n } = useTranslation('positions');
  const navigate = useNavigate();
  const paths = recruitmentPaths(useActiveWorkspace());
  const save = useSavePosition(position?.id);
  const act = usePositionAction();
  const mayPublish = useCan('recruitment.drafts.manage');
  const editable = !position || position.canManage;
  const isDraft = !position || position.status === 'draft';
  const form = useForm<PositionValues>({
    initialValues: position ? valuesOf(position) : emptyPosition(resolveLanguage(i18n.language)),
    validate: validatePosition,
  });
  useErrorsFollowLanguage(form);
  const [intent, setIntent] = useState<Intent | null>(null);
  // said beside the buttons (a toast there would cover them): the fields say what is missing
  const [invalid, setInvalid] = useState(false);
  // leave once the guard has seen the save: navigating from onSuccess would be blocked as unsaved
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const leaveGuard = useLeaveGuard(editable && form.isDirty() && leaveTo === null);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  const showFirstError = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-position-form] [aria-invalid="true"]')?.focus());

  const publish = (saved: RecruiterPositionDetails) =>
    act.mutate(
      { id: saved.id, action: { kind: 'publish' } },
      {
        onSuccess: (published) => {
          toast.success(t(published.status === 'active' ? 'recruitment.done.publish' : 'recruitment.done.sent'));
          setLeaveTo(paths.tab(published.status === 'active' ? 'active' : 'draft'));
        },
        onError: (error) => {
          toast.error(failureMessage(error));
          if (!position) setLeaveTo(paths.edit(saved.id));
        },
        onSettled: () => setIntent(null),
      },
    );

  const submit = (next: Intent) => {
    if (form.validate().hasErrors) {
      setInvalid(true);
      showFirstError();
      return;
    }
    setInvalid(false);
    setIntent(next);
    const values = form.getValues();
    save.mutate(toPayload(values), {
      onSuccess: (saved) => {
        form.resetDirty(values);
        if (next === 'publish') return publish(saved);
        setIntent(null);
        toast.success(t(isDraft ? 'recruitment.done.draft' : 'recruitment.done.saved'));
        if (!position) setLeaveTo(paths.edit(saved.id));
      },
      onError: (error) => {
        setIntent(null);
        form.setErrors(apiFieldErrors(error));
        if (!hasFieldErrors(error)) return toast.error(failureMessage(error));
        setInvalid(true);
        showFirstError();
      },
    });
  };

  const canSendToApproval = mayPublish && isDraft && position?.approvalStatus !== 'pending';
  return (
    <Stack gap="md" py="sm" maw={880}>
      <PageHeader
        title={position ? position.title : t('recruitment.form.newTitle')}
        subtitle={position ? undefined : t('recruitment.form.newSubtitle')}
        actions={
          position && (
            <Stack gap={6} align="flex-end">
              <PositionActions item={position} withPublish={false} />
              {position.status !== 'draft' && (
                <Anchor component={Link} to={paths.published(position.id)} size="sm">
                  {t('recruitment.seePublished')}
                </Anchor>
              )}
            </Stack>
          )
        }
      />
      {position && <PositionFacts position={position} />}
      <PositionNotices position={position} editable={editable} />
      <form
        data-position-form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit('save');
        }}
      >
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <BasicsSection form={form} />
            <SalaryPlaceSection form={form} />
            <RequirementsSection form={form} />
            <StepsEditor form={form} />
            <FilesMembersSection form={form} />
            {editable && invalid && Object.keys(form.errors).length > 0 && (
              <Text c="red.9" size="sm" role="alert" ta="right">
                {requiredFieldsMessage()}
              </Text>
            )}
            {editable && (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => navigate(paths.list)}>
                  {t('recruitment.form.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant={canSendToApproval ? 'default' : 'filled'}
                  loading={intent === 'save'}
                  disabled={intent === 'publish'}
                >
                  {isDraft ? t('recruitment.form.saveDraft') : t('recruitment.form.save')}
                </Button>
                {canSendToApproval && (
                  <Button onClick={() => submit('publish')} loading={intent === 'publish'} disabled={intent === 'save'}>
                    {t('recruitment.form.publish')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      {leaveGuard}
    </Stack>
  );
}

/** Under the title: where the position stands, its code, department and area. */
function PositionFacts({ position }: { position: RecruiterPositionDetails }) {
  const { t } = useTranslation('positions');
  const status = useRecruiterStatus(position);
  return (
    <Group gap="xs">
      <StatusBadge tone={status.tone} label={status.label} />
      <Text span size="sm" c="dimmed">
        {[position.code && t('details.code', { code: position.code }), position.department?.name, position.category.name]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Group>
  );
}
