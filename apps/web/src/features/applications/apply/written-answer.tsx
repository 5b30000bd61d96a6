import { Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { MAX_ANSWER_LENGTH } from '@trilha/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';

/** When the remaining time is announced once, before it runs out. */
const WARN_AT = 30;

const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The written alternative to the video answer: the same time limit as the recording, counted from the first letter
 * typed (reading the prompt costs nothing), when the step's clock starts on the server (`onBegin`); once the server
 * answers, its end (`deadline`, on this device's clock) is the one counted. When time runs out the text stays as
 * written, ready to send.
 */
export function WrittenAnswer({
  maxSeconds,
  deadline = null,
  onBegin,
  value,
  onChange,
  error,
}: {
  maxSeconds: number;
  deadline?: number | null;
  onBegin?: () => void;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('applications');
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const ends = deadline ?? (startedAt === null ? null : startedAt + maxSeconds * 1000);
  const remaining = ends === null ? maxSeconds : Math.max(0, Math.ceil((ends - now) / 1000));
  const over = remaining === 0;
  useEffect(() => {
    if (ends === null || over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ends, over]);

  return (
    <Stack gap="xs">
      <Textarea
        label={t('video.written.label')}
        description={t('video.written.hint', { count: maxSeconds })}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={MAX_ANSWER_LENGTH}
        readOnly={over}
        value={value}
        error={error}
        onChange={(event) => {
          if (startedAt === null) {
            setStartedAt(Date.now());
            setNow(Date.now());
          }
          // the parent starts the clock once (and again only when that failed)
          onBegin?.();
          onChange(event.currentTarget.value);
        }}
      />
      <Text size="sm" c={remaining <= WARN_AT ? 'red.9' : 'gray.7'} fw={remaining <= WARN_AT ? 600 : undefined}>
        {t('video.written.remaining', { time: clockOf(remaining) })}
      </Text>
      {/* announced once each, never every second */}
      <div role="status">
        {!over && remaining <= WARN_AT && <VisuallyHidden>{t('video.written.warning', { count: WARN_AT })}</VisuallyHidden>}
      </div>
      {over && <NoticeAlert tone="warning" title={t('video.written.timeUp')} />}
    </Stack>
  );
}
