import { Button, FileInput, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerRecord, IconPlayerStop, IconRefresh, IconVideo } from '@tabler/icons-react';
import {
  type AnswerAlternative,
  alternativesOf,
  MAX_ANSWER_LENGTH,
  MAX_VIDEO_BYTES,
  type TimedStepClock,
  timeLimitOf,
} from '@trilha/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import type { StepFormProps } from './step-forms.tsx';
import { WrittenAnswer } from './written-answer.tsx';

/** The recorder's preferred formats, the server's accepted ones (the browser picks the first it supports). */
const RECORDING_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
const VIDEO_TYPES = 'video/webm,video/mp4,video/quicktime';

/** Whether this browser can record from the camera at all. */
const canRecord = () => typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** Records from the camera with MediaRecorder, up to the step's time limit; the parent holds the result. */
function Recorder({
  maxSeconds,
  onBegin,
  onRecorded,
  onUnavailable,
}: {
  maxSeconds: number;
  /** the recording begins: the step's clock starts */
  onBegin: () => void;
  onRecorded: (video: Blob) => void;
  onUnavailable: () => void;
}) {
  const { t } = useTranslation('applications');
  const [seconds, setSeconds] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const live = useRef<HTMLVideoElement>(null);

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };
  useEffect(() => {
    if (seconds === null) return;
    if (seconds >= maxSeconds) {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => (value === null ? null : value + 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds, maxSeconds]);
  // leaving the step turns the camera off
  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  const start = async () => {
    if (!canRecord()) return onUnavailable();
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    } catch {
      return onUnavailable();
    }
    stream.current = media;
    if (live.current) {
      live.current.srcObject = media;
      void live.current.play().catch(() => undefined);
    }
    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const next = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      for (const track of media.getTracks()) track.stop();
      setSeconds(null);
      onRecorded(new Blob(chunks, { type: (next.mimeType || 'video/webm').split(';')[0] }));
    };
    recorder.current = next;
    onBegin();
    next.start(1000);
    setSeconds(0);
  };

  const recording = seconds !== null;
  return (
    <Stack gap="xs">
      {/* the camera's live image while recording; muted so the person does not hear themselves */}
      <video ref={live} muted playsInline hidden={!recording} style={{ width: '100%', maxWidth: 480, borderRadius: 8 }} />
      {recording && (
        <Text size="sm" role="status" c="red.9" fw={600}>
          {t('video.recording', { seconds, max: maxSeconds })}
        </Text>
      )}
      <Group>
        {recording ? (
          <Button color="red" onClick={stop} leftSection={<IconPlayerStop size={16} aria-hidden="true" />}>
            {t('video.stop')}
          </Button>
        ) : (
          <Button variant="light" onClick={start} leftSection={<IconPlayerRecord size={16} aria-hidden="true" />}>
            {t('video.record')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** A preview of a recorded or chosen video, its object URL released when it changes. */
function Preview({ video }: { video: Blob }) {
  const { t } = useTranslation('applications');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(video);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [video]);
  if (!url) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: the person's own answer, just recorded: there is no caption to offer
    <video src={url} controls playsInline aria-label={t('video.preview')} style={{ width: '100%', maxWidth: 480, borderRadius: 8 }} />
  );
}

/** The order the alternatives are offered in: the written one first for candidates whose profile says PcD. */
type VideoAlternative = Extract<AnswerAlternative, 'video' | 'written'>;
const orderOf = (highlight: boolean): VideoAlternative[] => (highlight ? ['written', 'video'] : ['video', 'written']);

/**
 * Make a video: the prompt and time limit, then the candidate's choice of alternative (alternativesOf): recording in
 * the browser (with a preview and re-record) or a chosen file, or a written answer in the same time. Sending uploads
 * the video, or sends the text, and completes the step.
 */
export function VideoAnswerStep({
  step,
  busy,
  onDone,
  upload,
  highlight = false,
  onStart,
}: StepFormProps<'video_answer'> & {
  upload: (video: Blob) => Promise<{ id: string }>;
  highlight?: boolean;
  /** starts the step's clock on the server when the answer begins (the server enforces the limit), or answers it */
  onStart?: () => Promise<TimedStepClock | null>;
}) {
  const { t } = useTranslation('applications');
  const offered = alternativesOf(step);
  // extra time for candidates whose profile says PcD (timeLimitOf), the same for the recording and the written answer
  const maxSeconds = timeLimitOf(step, highlight) ?? step.maxSeconds;
  const [transcript, setTranscript] = useState('');
  const [alternative, setAlternative] = useState<VideoAlternative>(orderOf(highlight)[0] ?? 'video');
  const [video, setVideo] = useState<Blob | null>(null);
  const [text, setText] = useState('');
  const [unavailable, setUnavailable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // when the time ends on this device, from the server's clock (its seconds left): a reload does not give time back
  const [deadline, setDeadline] = useState<number | null>(null);
  const begun = useRef(false);
  // the answer begins (the recording starts, a file is chosen, the first letter is typed): the clock starts, once
  const begin = () => {
    if (begun.current || !onStart) return;
    begun.current = true;
    void onStart().then((clock) => {
      if (clock) setDeadline(Date.now() + clock.remainingSeconds * 1000);
      // not started (no network): the next keystroke, recording or file tries again
      else begun.current = false;
    });
  };
  const secondsLeft = () => (deadline === null ? maxSeconds : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));

  const choose = (file: File | null) => {
    if (file) begin();
    setError(file && file.size > MAX_VIDEO_BYTES ? t('video.tooLarge') : null);
    setVideo(file && file.size <= MAX_VIDEO_BYTES ? file : null);
  };
  const send = async () => {
    if (alternative === 'written') {
      if (!text.trim()) return setError(t('video.written.missing'));
      return onDone({ kind: 'video_answer', text: text.trim() });
    }
    if (!video) return setError(t('video.missing'));
    setSending(true);
    const uploaded = await upload(video).catch(() => null);
    setSending(false);
    if (uploaded) onDone({ kind: 'video_answer', videoFileId: uploaded.id, transcript: transcript.trim() || null });
  };

  return (
    <Stack gap="sm">
      <Text fw={600} style={{ whiteSpace: 'pre-line' }}>
        {step.prompt}
      </Text>
      <Text size="sm" c="dimmed">
        {t('video.limit', { count: maxSeconds })}
      </Text>
      {maxSeconds !== step.maxSeconds && <Text size="sm">{t('alternatives.yourExtraTime', { count: maxSeconds })}</Text>}
      {offered.length > 1 && (
        <Radio.Group
          label={t('video.how')}
          value={alternative}
          onChange={(value) => {
            setAlternative(value as VideoAlternative);
            setError(null);
          }}
        >
          <Stack gap="xs" mt={6}>
            {orderOf(highlight).map((option) => (
              <Radio
                key={option}
                value={option}
                label={
                  <Group gap={6} component="span">
                    {t(`video.alternative.${option}`)}
                    {highlight && option === 'written' && <StatusBadge tone="success" label={t('video.suggested')} />}
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {alternative === 'written' ? (
        <WrittenAnswer
          maxSeconds={maxSeconds}
          deadline={deadline}
          onBegin={begin}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          error={error}
        />
      ) : (
        <>
          {unavailable && <NoticeAlert tone="warning" title={t('video.noCamera')} />}
          {video ? (
            <Stack gap="xs">
              <Preview video={video} />
              <Group>
                <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => setVideo(null)}>
                  {t('video.rerecord')}
                </Button>
              </Group>
            </Stack>
          ) : (
            !unavailable && (
              <Recorder
                maxSeconds={Math.min(maxSeconds, secondsLeft())}
                onBegin={begin}
                onRecorded={setVideo}
                onUnavailable={() => setUnavailable(true)}
              />
            )
          )}
          {!video && (
            <FileInput
              label={t('video.upload')}
              placeholder={t('video.uploadPlaceholder')}
              accept={VIDEO_TYPES}
              clearable
              leftSection={<IconVideo size={16} aria-hidden="true" />}
              onChange={choose}
              error={error}
            />
          )}
          <Textarea
            label={t('video.transcript')}
            description={t('video.transcriptHint')}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MAX_ANSWER_LENGTH}
            value={transcript}
            onChange={(event) => setTranscript(event.currentTarget.value)}
          />
        </>
      )}
      <Group>
        <Button onClick={send} loading={busy || sending}>
          {t('video.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
