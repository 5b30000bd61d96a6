import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProtectedFileUrl } from './protected-file.ts';

/**
 * A PDF only its readers may fetch (a candidate's resume), read inline: the browser's own viewer in a frame of the
 * fetched bytes (the page's CSP lets frames load object URLs), titled for screen readers and reachable by keyboard,
 * with a download link beside it for whoever prefers the file.
 */
export function ProtectedPdf({ url, name, title, downloadLabel }: { url: string; name: string; title: string; downloadLabel: string }) {
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
    <Stack gap={6}>
      <iframe
        src={src}
        title={title}
        style={{ width: '100%', height: 'min(80vh, 720px)', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
      />
      <Anchor href={src} download={name} size="sm" style={{ overflowWrap: 'anywhere' }}>
        <IconDownload size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
        {downloadLabel}
      </Anchor>
    </Stack>
  );
}
