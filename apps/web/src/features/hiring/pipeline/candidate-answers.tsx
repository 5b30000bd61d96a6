import { Group, Stack, Text, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { CandidateApplication, PositionStep } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { ProtectedAudio, ProtectedFileLink, ProtectedVideo } from '../../../lib/files/protected-media.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ProfileSnapshotView } from './profile-snapshot-view.tsx';

/** Whether the candidate got past a step: every step when under analysis, else those before the current one. */
function stepDone(application: CandidateApplication, index: number): boolean {
  if (application.step === 'none') return true;
  const current = application.steps.findIndex((step) => step.kind === application.step);
  return current >= 0 && index < current;
}

/** What the candidate answered, step by step in the position's order: cover letter, resume, questions, video. */
export function CandidateAnswers({ application }: { application: CandidateApplication }) {
  const { t } = useTranslation('hiring');
  return (
    <SectionCard title={t('candidate.answers')}>
      {application.steps.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('candidate.answersEmpty')}
        </Text>
      ) : (
        <Stack gap="lg" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {application.steps.map((step, index) => (
            <Stack key={step.kind} gap={6} component="li">
              <Title order={3} size="h6">
                {index + 1}. {t(`step.${step.kind}`)}
              </Title>
              <StepAnswer application={application} step={step} done={stepDone(application, index)} />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function StepAnswer({ application, step, done }: { application: CandidateApplication; step: PositionStep; done: boolean }) {
  const { t } = useTranslation('hiring');
  const { answers } = application;
  const note = (text: string) => (
    <Text size="sm" c="gray.7">
      {text}
    </Text>
  );
  if (step.kind === 'profile' && answers.profile) {
    const { coverLetter, resume, snapshot, alternative } = answers.profile;
    return (
      <Stack gap={6}>
        {alternative && (
          <Text size="sm" fw={600}>
            {t(`candidate.alternative.${alternative}`)}
          </Text>
        )}
        {snapshot && <ProfileSnapshotView snapshot={snapshot} />}
        <Text size="sm" fw={600}>
          {t('candidate.coverLetter')}
        </Text>
        {coverLetter ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {coverLetter}
          </Text>
        ) : (
          note(t('candidate.noCoverLetter'))
        )}
        {(resume || !snapshot) && (
          <Text size="sm" fw={600}>
            {t(snapshot ? 'candidate.generatedResume' : 'candidate.resume')}
          </Text>
        )}
        {resume ? (
          <ProtectedFileLink url={resume.url} size="sm" style={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
            <IconFileText size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
            {t('candidate.openResume', { name: resume.name })}
          </ProtectedFileLink>
        ) : (
          !snapshot && note(t('candidate.noResume'))
        )}
      </Stack>
    );
  }
  if (step.kind === 'questions' && answers.questions) {
    return (
      <Stack gap="sm">
        {answers.questions.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the answers are in the questions' fixed order
          <Stack key={index} gap={2}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.question}
            </Text>
            {item.audio ? (
              <>
                <Text size="sm" c="gray.7">
                  {t('candidate.alternative.audio')}
                </Text>
                <ProtectedAudio url={item.audio.url} label={`${t('candidate.audioOf', { name: application.name })}: ${item.question}`} />
              </>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {answerText(item.answer, item.kind, t)}
                {item.knockedOut && (
                  <Text span size="sm" fw={600} c="red.8">
                    {' '}
                    · {t('candidate.knockedOut')}
                  </Text>
                )}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    );
  }
  if (step.kind === 'video_answer' && answers.video_answer) {
    const { video, text, transcript } = answers.video_answer;
    const transcriptId = `transcript-${application.applicationId}`;
    return (
      <Stack gap={6}>
        <Text size="sm" c="gray.7">
          {step.prompt}
        </Text>
        {/* which alternative the candidate used: the written answer reads as text */}
        <Text size="sm" fw={600}>
          {t(`candidate.alternative.${answers.video_answer.alternative}`)}
        </Text>
        {video && (
          // the transcript beside the player, and read with it
          <Group align="flex-start" gap="md" wrap="wrap">
            <div style={{ flex: '1 1 320px', maxWidth: 560 }}>
              <ProtectedVideo
                url={video.url}
                label={t('candidate.videoOf', { name: application.name })}
                describedBy={transcript ? transcriptId : undefined}
              />
            </div>
            <Stack gap={4} style={{ flex: '1 1 240px' }}>
              <Text size="sm" fw={600}>
                {t('candidate.transcript')}
              </Text>
              {transcript ? (
                <Text id={transcriptId} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {transcript}
                </Text>
              ) : (
                note(t('candidate.noTranscript'))
              )}
            </Stack>
          </Group>
        )}
        {text && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Text>
        )}
      </Stack>
    );
  }
  return note(done ? t('candidate.done') : t('candidate.notDone'));
}

/** An answer as the recruiter reads it: yes/no in words, options joined, a number in the reader's notation. */
function answerText(
  answer: string | string[] | number | null,
  kind: string | undefined,
  t: (key: 'candidate.yes' | 'candidate.no') => string,
) {
  if (answer === null) return '';
  if (Array.isArray(answer)) return answer.join(', ');
  if (typeof answer === 'number') return answer.toLocaleString(document.documentElement.lang || 'pt-BR');
  if (kind === 'yes_no') return answer === 'yes' ? t('candidate.yes') : t('candidate.no');
  return answer;
}
