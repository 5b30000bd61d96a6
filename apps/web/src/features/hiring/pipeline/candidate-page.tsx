import { Anchor, Avatar, Grid, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CandidateApplication } from '@trilha/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProtectedPdf } from '../../../lib/files/protected-pdf.tsx';
import { formatDate } from '../../../lib/format/format-date.ts';
import { formatPhone } from '../../../lib/format/format-phone.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { initialsOf } from '../../../lib/ui/initials.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { ConversationPanel } from '../../messages/public.ts';
import { recruitmentPaths } from '../../positions/public.ts';
import { candidateApplicationQuery } from '../api/get-candidate-application.ts';
import { AnswerDateForm } from './answer-date-form.tsx';
import { CandidateAnswers } from './candidate-answers.tsx';
import { CandidateDecision } from './candidate-decision.tsx';
import { CandidateHistory } from './candidate-history.tsx';
import { CandidateMatchCard } from './candidate-match.tsx';
import { CandidateProfileCard } from './candidate-profile.tsx';
import { EvaluationPanel } from './evaluation-panel.tsx';
import { STAGE_TONES } from './stage-words.ts';

/** One candidate's application as the recruiters read it: who, the answers step by step, the history, the decision. */
export default function CandidatePage() {
  const { t } = useTranslation('hiring');
  const workspace = useActiveWorkspace();
  const applicationId = useParams().applicationId ?? '';
  const mayView = useCan('recruitment.positions.view');
  const application = useQuery({ ...candidateApplicationQuery(applicationId), enabled: mayView });
  usePageTitle(application.data?.name ?? t('candidate.title'), workspace.name);
  if (!mayView) return <EmptyState illustration="people" title={t('board.forbidden')} titleOrder={1} />;
  if (application.isPending) return <PageSkeleton label={t('candidate.loading')} />;
  if (application.isError) return <ErrorState message={failureMessage(application.error)} onRetry={() => application.refetch()} />;
  return <CandidateScreen application={application.data} />;
}

function CandidateScreen({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation('hiring');
  const mayEvaluate = useCan('recruitment.positions.evaluate');
  const mayManage = useCan('recruitment.positions.manage');
  const closed = application.status === 'closed';
  return (
    <Stack gap="md" py="sm">
      <PageHeader
        title={application.name}
        subtitle={application.headline ?? undefined}
        leading={
          <Avatar src={application.avatarUrl} alt="" radius="xl" size="lg" color="brand">
            {initialsOf(application.name)}
          </Avatar>
        }
        actions={<StatusBadge tone={STAGE_TONES[application.stage]} label={t(`stageOf.${application.stage}`)} />}
      />
      {closed && (
        <NoticeAlert
          tone={application.stage === 'hired' ? 'success' : 'info'}
          title={t('candidate.closed', { stage: t(`stageOf.${application.stage}`) })}
        >
          {application.closingMessage ? t('candidate.closingMessage', { message: application.closingMessage }) : null}
        </NoticeAlert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <CandidateSummary application={application} />
            {application.match && <CandidateMatchCard match={application.match} />}
            <CandidateProfileCard application={application} />
            <CandidateResume application={application} />
            <CandidateAnswers application={application} />
            <ConversationPanel applicationId={application.applicationId} side="company" />
            <CandidateHistory history={application.history} />
          </Stack>
        </Grid.Col>
        {/* on a phone the decision comes first, under the name */}
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            {application.canManage && mayEvaluate ? (
              <CandidateDecision application={application} />
            ) : (
              !closed && (
                <Text size="sm" c="gray.7">
                  {t('candidate.readOnly')}
                </Text>
              )
            )}
            <AnswerDateForm application={application} editable={mayManage && !closed} />
            <EvaluationPanel applicationId={application.applicationId} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function CandidateSummary({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const paths = recruitmentPaths(useActiveWorkspace());
  const fact = (label: string, value: ReactNode) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <SectionCard title={t('candidate.summary')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {fact(t('candidate.email'), <Anchor href={`mailto:${application.email}`}>{application.email}</Anchor>)}
        {application.phone &&
          fact(
            t('candidate.phone'),
            <Anchor href={`tel:+${application.phone.replace(/\D/g, '')}`}>{formatPhone(application.phone)}</Anchor>,
          )}
        {application.city && fact(t('candidate.city'), application.city)}
        {fact(
          t('candidate.position'),
          <Anchor component={Link} to={paths.candidates(application.positionId, application.stage)}>
            {application.positionTitle}
          </Anchor>,
        )}
        {fact(t('candidate.stage'), t(`stageOf.${application.stage}`))}
        {application.status === 'in_progress' && fact(t('candidate.step'), t(`step.${application.step}`))}
        {fact(
          t('candidate.submittedAt'),
          application.submittedAt ? formatDate(application.submittedAt, locale) : t('candidate.notSubmitted'),
        )}
      </SimpleGrid>
    </SectionCard>
  );
}

/** The resume the candidate sent, read inline in the page, with its download link. */
function CandidateResume({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation('hiring');
  const resume = application.files.find((file) => file.kind === 'resume');
  if (!resume) return null;
  return (
    <SectionCard title={t('workbench.resume.title')}>
      <ProtectedPdf
        url={resume.url}
        name={resume.name}
        title={t('workbench.resume.frame', { name: application.name })}
        downloadLabel={t('workbench.resume.download', { name: resume.name })}
      />
    </SectionCard>
  );
}
