import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { type ApplicationDetails, alternativesOf, type PositionStep, type StepAnswer } from '@trilha/contract';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError, isNotFound } from '../../../lib/api/api-error.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { ConversationPanel } from '../../messages/public.ts';
import { useCompleteStep } from '../api/complete-step.ts';
import { applicationQuery } from '../api/get-application.ts';
import { useStartApplication } from '../api/start-application.ts';
import { useStartTimedStep } from '../api/start-timed-step.ts';
import { useUploadApplicationFile } from '../api/upload-application-file.ts';
import { applicationPaths } from '../shared/application-paths.ts';
import { applicationView, applyCost, currentStepIndex, formatAnswerDate } from '../shared/application-state.ts';
import { AlternativesNote } from './alternatives-note.tsx';
import { type AnswerDraft, answerDrafts } from './answer-drafts.ts';
import { ApplicationActions } from './application-actions.tsx';
import { ApplicationHistory } from './application-history.tsx';
import { HiringPanel } from './hiring-panel.tsx';
import { ProfileStep } from './profile-step.tsx';
import { FaqStep, QuestionsStep, VideosStep } from './step-forms.tsx';
import { StepsProgress } from './steps-progress.tsx';
import { VideoAnswerStep } from './video-answer-step.tsx';

/** The cost of applying, before the first step: the steps, about how long each takes, and their accommodation. */
function ApplyCost({ steps, answerWithinDays, action }: { steps: PositionStep[]; answerWithinDays: number; action?: React.ReactNode }) {
  const { t } = useTranslation('applications');
  const cost = applyCost(steps);
  return (
    <SectionCard title={t('start.title')} description={t('start.cost', { count: cost.count, minutes: cost.minutes })}>
      <List type="ordered" spacing="xs">
        {steps.map((step) => (
          <List.Item key={step.kind}>
            <Text size="sm" fw={600} span>
              {t(`steps.${step.kind}`)}
            </Text>
            <Text size="sm" c="dimmed" span>
              {' '}
              · {t('steps.minutes', { count: step.minutes })}
            </Text>
            <AlternativesNote step={step} />
            {step.accommodation && (
              <Text size="sm">
                {t('start.accommodation')}: {step.accommodation}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="sm" fw={600}>
        {t('start.answerPromise', { count: answerWithinDays })}
      </Text>
      {action && <Group>{action}</Group>}
    </SectionCard>
  );
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** The request never reached the server (no network): the answer is kept to send later, not lost. */
const neverSent = (error: unknown) => isApiError(error) && error.status === 0;
/** How long a kept answer that found no way through waits before it is sent again (while the device is online). */
const RESEND_MS = 2_000;

/**
 * The current step's form, saved on the server before the next one opens. Without the network the answer is kept on
 * the device (answer-drafts.ts) and sent when the network returns, with the result said.
 */
function CurrentStep({ details, step }: { details: ApplicationDetails; step: PositionStep }) {
  const { t } = useTranslation('applications');
  const complete = useCompleteStep(details.id);
  const upload = useUploadApplicationFile(details.id);
  const startClock = useStartTimedStep(details.id);
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const [draft, setDraft] = useState<AnswerDraft | null>(() => {
    const kept = answerDrafts.get(details.id);
    return kept?.answer.kind === step.kind ? kept : null;
  });
  const sending = useRef(false);
  const busy = complete.isPending;
  const save = (answer: StepAnswer, kept: boolean) => {
    sending.current = true;
    complete.mutate(answer, {
      onSuccess: (next) => {
        if (kept) answerDrafts.drop(details.id);
        setDraft(null);
        toast.success(next.status === 'under_analysis' ? t('state.underAnalysis.title') : kept ? t('draft.sent') : t('steps.saved'));
      },
      onError: (error) => {
        // still no way through: it stays kept, and goes when the network comes back; a kept one sent as the network
        // returned (the device's word comes before the way through) is tried again shortly
        if (neverSent(error)) {
          if (!kept) setDraft(answerDrafts.keep(details.id, answer));
          else setTimeout(() => setDraft((current) => current && { ...current }), RESEND_MS);
          return;
        }
        if (kept) {
          answerDrafts.drop(details.id);
          setDraft(null);
        }
        toast.error(failureMessage(error));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  const onDone = (answer: StepAnswer) => {
    if (!onlineManager.isOnline()) setDraft(answerDrafts.keep(details.id, answer));
    else save(answer, false);
  };
  // the network is back: the kept answer goes now
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the network or the kept answer changes, not on every render's save
  useEffect(() => {
    if (online && draft && !sending.current) save(draft.answer, true);
  }, [online, draft]);
  const send = (kind: 'resume' | 'video') => (file: Blob) =>
    upload.mutateAsync({ kind, file }).catch((error: unknown) => {
      toast.error(failureMessage(error));
      throw error;
    });
  const form = (() => {
    switch (step.kind) {
      case 'videos':
        return <VideosStep step={step} busy={busy} onDone={onDone} />;
      case 'faq':
        return <FaqStep step={step} busy={busy} onDone={onDone} />;
      case 'profile':
        return (
          <ProfileStep
            step={step}
            busy={busy || upload.isPending}
            onDone={onDone}
            upload={send('resume')}
            profileComplete={details.profileComplete}
          />
        );
      case 'questions':
        return <QuestionsStep step={step} busy={busy} onDone={onDone} />;
      case 'video_answer':
        return (
          <VideoAnswerStep
            step={step}
            busy={busy}
            onDone={onDone}
            upload={send('video')}
            highlight={details.highlightAlternatives}
            // the clock starts on the server when the answer begins (without it the answer is refused: the PUT says why)
            onStart={() => startClock.mutateAsync(step.kind).catch(() => null)}
          />
        );
    }
  })();
  return (
    <SectionCard title={t(`steps.${step.kind}`)} description={t('steps.minutes', { count: step.minutes })}>
      {details.highlightAlternatives && alternativesOf(step).length > 1 && (
        <NoticeAlert tone="info" title={t('alternatives.highlightTitle')}>
          {t(
            step.kind === 'questions'
              ? 'alternatives.highlightQuestions'
              : step.kind === 'profile'
                ? 'alternatives.highlightProfile'
                : 'alternatives.highlight',
          )}
        </NoticeAlert>
      )}
      <AlternativesNote step={step} />
      {step.accommodation && (
        <Text size="sm">
          {t('start.accommodation')}: {step.accommodation}
        </Text>
      )}
      {draft ? (
        <NoticeAlert tone="info" title={t('draft.title')} data-answer-draft>
          {online ? t('draft.sending') : t('draft.body')}
        </NoticeAlert>
      ) : (
        // a new key per step: each form starts empty
        <div key={step.kind}>{form}</div>
      )}
    </SectionCard>
  );
}

/**
 * Moves focus to the flow's heading when it changes ("Começar", a step saved): a screen reader announces the new
 * step instead of losing focus to the page's body.
 */
function FocusNewHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string | null>(null);
  useEffect(() => {
    const heading = ref.current?.querySelector<HTMLElement>('h2');
    const text = heading?.textContent ?? null;
    if (heading && last.current !== null && text !== last.current) {
      heading.tabIndex = -1;
      heading.focus();
    }
    last.current = text;
  });
  return <div ref={ref}>{children}</div>;
}

/** What the application shows now: the cost, the current step, a block, or where it ended. */
function ApplicationFlow({ details }: { details: ApplicationDetails }) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  const workspace = useActiveWorkspace();
  const paths = applicationPaths(workspace);
  const navigate = useNavigate();
  const start = useStartApplication();
  const [begun, setBegun] = useState(false);
  const view = applicationView(details);
  const index = currentStepIndex(details);
  const step = details.steps[index];
  const answerBy = details.answerBy ? t('state.answerBy', { date: formatAnswerDate(details.answerBy, locale) }) : null;

  const body = (() => {
    switch (view) {
      case 'steps':
        if (details.stepsDone === 0 && !begun)
          return (
            <ApplyCost
              steps={details.steps}
              answerWithinDays={details.answerWithinDays}
              action={
                <Button onClick={() => setBegun(true)} size="md">
                  {t('start.begin')}
                </Button>
              }
            />
          );
        return (
          <Stack gap="md">
            <StepsProgress details={details} active={index} />
            {step && <CurrentStep details={details} step={step} />}
          </Stack>
        );
      case 'paused':
      case 'registrations-closed': {
        const key = view === 'paused' ? 'paused' : 'registrationsClosed';
        return (
          <Stack gap="md">
            <NoticeAlert tone="warning" title={t(`state.${key}.title`)}>
              {t(`state.${key}.description`)}
            </NoticeAlert>
            <StepsProgress details={details} active={index} />
          </Stack>
        );
      }
      case 'under-analysis':
        return (
          <Stack gap="md">
            <StepsProgress details={details} active={details.steps.length + 1} />
            <NoticeAlert tone="success" title={t('state.underAnalysis.title')}>
              <Stack gap={4}>
                <Text size="sm">{t('state.underAnalysis.description')}</Text>
                {answerBy && (
                  <Text size="sm" fw={600}>
                    {answerBy}
                  </Text>
                )}
              </Stack>
            </NoticeAlert>
          </Stack>
        );
      case 'given-up':
        return (
          <NoticeAlert tone="info" title={t('state.givenUp.title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('state.givenUp.description')}</Text>
              {details.position.status === 'active' && (
                <Button
                  loading={start.isPending}
                  onClick={() =>
                    start.mutate(
                      {
                        positionId: details.position.id,
                        aggregator: workspace.type === 'individual' || workspace.type === 'business' ? null : workspace.id,
                      },
                      {
                        onSuccess: (next) => navigate(paths.application(next.id)),
                        onError: (error) => toast.error(failureMessage(error)),
                      },
                    )
                  }
                >
                  {t('actions.restart')}
                </Button>
              )}
            </Stack>
          </NoticeAlert>
        );
      case 'closed':
        return (
          <NoticeAlert tone="info" title={t('state.closed.title')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {details.closingMessage ?? t('state.closed.description')}
            </Text>
          </NoticeAlert>
        );
    }
  })();
  return <FocusNewHeading>{body}</FocusNewHeading>;
}

/** The company's invite to this position, shown as part of the application (never as a new invite). */
function InvitationNote({ invitation, company }: { invitation: NonNullable<ApplicationDetails['invitation']>; company: string }) {
  const { t } = useTranslation('applications');
  const locale = useLocale();
  return (
    <NoticeAlert tone="info" title={t('invitation.title', { company, date: formatAnswerDate(invitation.invitedAt.slice(0, 10), locale) })}>
      {invitation.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          “{invitation.message}”
        </Text>
      )}
    </NoticeAlert>
  );
}

/** One application (/my/application/:applicationId and the company's and portal's): apply in steps, then follow it. */
export default function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const { t } = useTranslation('applications');
  const workspace = useActiveWorkspace();
  const paths = applicationPaths(workspace);
  const query = useQuery(applicationQuery(applicationId));
  usePageTitle(query.data?.position.title ?? t('page.application'), workspace.name);
  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return (
      <ErrorState
        message={isNotFound(query.error) ? t('page.notFound') : failureMessage(query.error)}
        onRetry={isNotFound(query.error) ? undefined : () => query.refetch()}
      />
    );
  const details = query.data;
  return (
    <Stack gap="md" py="sm" maw={960}>
      <PageHeader
        title={details.position.title}
        subtitle={details.position.company.name}
        actions={<ApplicationActions details={details} tabsPath={paths.tabs} />}
      />
      <Group gap="xs">
        <Anchor component={Link} to={paths.position(details.position.id)} size="sm">
          {t('actions.position')}
        </Anchor>
      </Group>
      {details.invitation && <InvitationNote invitation={details.invitation} company={details.position.company.name} />}
      <ApplicationFlow details={details} />
      {details.status !== 'in_progress' && <HiringPanel applicationId={details.id} />}
      {details.status !== 'in_progress' && details.status !== 'given_up' && (
        <ConversationPanel applicationId={details.id} side="candidate" />
      )}
      <ApplicationHistory details={details} />
    </Stack>
  );
}
