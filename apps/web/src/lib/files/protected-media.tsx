import { Anchor, type AnchorProps, Loader, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openProtectedFile, useProtectedFileUrl } from './protected-file.ts';

/** A video only its readers may fetch (an application's video answer), played from the fetched bytes. */
export function ProtectedVideo({ url, label, describedBy }: { url: string; label: string; describedBy?: string }) {
  const { t } = useTranslation('common');
  const { src, failed } = useProtectedFileUrl(url);
  if (failed)
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('states.error')}
      </Text>
    );
  if (!src) return <Loader size="sm" aria-label={t('states.loading')} />;
  return (
    // biome-ignore lint/a11y/useMediaCaption: a candidate's own recording has no captions to offer
    <video
      controls
      preload="metadata"
      src={src}
      aria-label={label}
      aria-describedby={describedBy}
      style={{ width: '100%', maxWidth: 560, borderRadius: 8, background: 'black' }}
    />
  );
}

/** An audio only its readers may fetch (an answer by voice to a question), played from the fetched bytes. */
export function ProtectedAudio({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('common');
  const { src, failed } = useProtectedFileUrl(url);
  if (failed)
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('states.error')}
      </Text>
    );
  if (!src) return <Loader size="sm" aria-label={t('states.loading')} />;
  // biome-ignore lint/a11y/useMediaCaption: a candidate's own recording has no captions to offer
  return <audio controls preload="metadata" src={src} aria-label={label} style={{ width: '100%', maxWidth: 480 }} />;
}

/** A link to a protected file (a resume): opened in a new tab from the fetched bytes. */
export function ProtectedFileLink({ url, children, ...props }: AnchorProps & { url: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Anchor
        component="button"
        type="button"
        {...props}
        onClick={() => {
          setFailed(false);
          openProtectedFile(url).catch(() => setFailed(true));
        }}
      >
        {children}
      </Anchor>
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {t('states.error')}
        </Text>
      )}
    </>
  );
}
