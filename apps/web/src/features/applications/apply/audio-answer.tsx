import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { MAX_AUDIO_BYTES } from '@trilha/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';

/** The recorder's preferred formats, the server's accepted ones (the browser picks the first it supports). */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];
const AUDIO_TYPES = 'audio/webm,audio/ogg,audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/x-wav,.webm,.ogg,.mp3,.m4a,.wav';
/** The longest answer by voice, recorded here: the file limit is the server's. */
const MAX_RECORDING_SECONDS = 300;

const canRecord = () => typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** A preview of the recorded or chosen audio, its object URL released when it changes. */
function Preview({ audio, label }: { audio: Blob; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(audio);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [audio]);
  // biome-ignore lint/a11y/useMediaCaption: the person's own answer, just recorded: there is no caption to offer
  return url ? <audio src={url} controls aria-label={label} style={{ width: '100%', maxWidth: 420 }} /> : null;
}

/**
 * An answer by voice to one question: recorded from the microphone with MediaRecorder, or an audio file
 * chosen; a preview and "Gravar de novo". The parent holds the audio and uploads it when the step is sent.
 */
export function AudioAnswer({
  question,
  value,
  onChange,
  error,
}: {
  question: string;
  value: Blob | null;
  onChange: (audio: Blob | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation('applications');
  const [seconds, setSeconds] = useState<number | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (seconds === null) return;
    if (seconds >= MAX_RECORDING_SECONDS) {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => (value === null ? null : value + 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  // leaving the step turns the microphone off
  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  const start = async () => {
    if (!canRecord()) return setUnavailable(true);
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setUnavailable(true);
    }
    stream.current = media;
    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const next = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      for (const track of media.getTracks()) track.stop();
      setSeconds(null);
      onChange(new Blob(chunks, { type: (next.mimeType || 'audio/webm').split(';')[0] }));
    };
    recorder.current = next;
    next.start(1000);
    setSeconds(0);
  };
  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };
  const choose = (file: File | null) => {
    setTooLarge(Boolean(file && file.size > MAX_AUDIO_BYTES));
    onChange(file && file.size <= MAX_AUDIO_BYTES ? file : null);
  };

  const recording = seconds !== null;
  const shownError = tooLarge ? t('questions.tooLarge') : error;
  return (
    <Stack gap="xs">
      {unavailable && <NoticeAlert tone="warning" title={t('questions.noMicrophone')} />}
      {value ? (
        <Stack gap="xs">
          <Preview audio={value} label={`${t('questions.preview')}: ${question}`} />
          <Group>
            <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => onChange(null)}>
              {t('questions.rerecord')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          {recording && (
            <Text size="sm" role="status" c="red.9" fw={600}>
              {t('questions.recording', { seconds })}
            </Text>
          )}
          {!unavailable && (
            <Group>
              {recording ? (
                <Button color="red" onClick={stop} leftSection={<IconPlayerStop size={16} aria-hidden="true" />}>
                  {t('questions.stop')}
                </Button>
              ) : (
                <Button
                  variant="light"
                  onClick={start}
                  aria-label={`${t('questions.record')}: ${question}`}
                  leftSection={<IconMicrophone size={16} aria-hidden="true" />}
                >
                  {t('questions.record')}
                </Button>
              )}
            </Group>
          )}
          <FileInput
            label={t('questions.upload')}
            placeholder={t('questions.uploadPlaceholder')}
            accept={AUDIO_TYPES}
            clearable
            onChange={choose}
            error={shownError}
          />
        </>
      )}
    </Stack>
  );
}
