import '@mantine/dropzone/styles.css';
import { Alert, Box, Button, Group, Image, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useQuery } from '@tanstack/react-query';
import type { ASSET_PREFIXES } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/server-errors.ts';
import { assetsQuery } from '../api/list-assets.ts';
import { type ImageChoice, previewOf } from './image-choice.ts';
import classes from './image-picker.module.css';

/** Images up to 1 MB; the server takes PNG, JPEG, WebP and GIF. */
const IMAGE_LIMIT_BYTES = 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** A workspace's two pictures: where their samples live and how they are framed. */
const KINDS: Record<'image' | 'cover', { prefix: (typeof ASSET_PREFIXES)[number]; shape: 'avatar' | 'cover' }> = {
  image: { prefix: 'workspace-setup/profile-samples', shape: 'avatar' },
  cover: { prefix: 'workspace-setup/cover-samples', shape: 'cover' },
};

interface Props {
  label: string;
  kind: keyof typeof KINDS;
  value: ImageChoice;
  current: string | null;
  onChange: (choice: ImageChoice) => void;
}

/** Pick one of the sample images or upload one (at most 1 MB), with a preview and a clear error. */
export function ImagePicker({ label, kind, value, current, onChange }: Props) {
  const { prefix, shape } = KINDS[kind];
  const { t } = useTranslation('workspaces');
  const samples = useQuery(assetsQuery(prefix));
  const [error, setError] = useState<string | null>(null);
  const preview = previewOf(value, current);
  const choose = (choice: ImageChoice) => {
    if (value.kind === 'file') URL.revokeObjectURL(value.preview);
    setError(null);
    onChange(choice);
  };
  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setError(errorText(code === 'file-too-large' ? 'file.too_large' : 'file.invalid_type'));
  };

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg">
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {t('images.preview')}
          </Text>
          <Box className={shape === 'avatar' ? classes.avatarPreview : classes.coverPreview}>
            {preview ? (
              <Image src={preview} alt={t('images.previewAlt', { label })} h="100%" w="100%" fit="cover" />
            ) : (
              <Text c="gray.7" size="xs">
                {t('images.none')}
              </Text>
            )}
          </Box>
          {preview && (
            <Button size="xs" variant="subtle" color="red" onClick={() => choose({ kind: 'remove' })}>
              {t('images.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      <Stack gap="xs">
        <Text fw={600} size="sm" id={`${prefix}-samples`}>
          {t('images.samples')}
        </Text>
        {samples.isError && (
          <Text c="red.8" size="sm">
            {t('images.samplesError')}
          </Text>
        )}
        <SimpleGrid cols={{ base: shape === 'avatar' ? 3 : 2, sm: 4 }} role="group" aria-labelledby={`${prefix}-samples`}>
          {(samples.data?.items ?? []).map((sample, index) => {
            const selected = value.kind === 'sample' && value.url === sample.url;
            return (
              <UnstyledButton
                key={sample.key}
                className={classes.sample}
                data-selected={selected || undefined}
                aria-pressed={selected}
                aria-label={t('images.sample', { index: index + 1 })}
                onClick={() => choose({ kind: 'sample', url: sample.url })}
              >
                <Image src={sample.url} alt="" h={shape === 'avatar' ? 72 : 64} fit="cover" radius="sm" />
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Dropzone
        onDrop={(files) => files[0] && choose({ kind: 'file', file: files[0], preview: URL.createObjectURL(files[0]) })}
        onReject={reject}
        maxSize={IMAGE_LIMIT_BYTES}
        accept={ACCEPTED}
        multiple={false}
        inputProps={{ 'aria-label': t('images.uploadLabel', { label }) }}
      >
        <Stack align="center" gap={4} py="md" style={{ pointerEvents: 'none' }}>
          <Text fw={600}>{t('images.upload')}</Text>
          <Text size="sm" c="gray.7">
            {t('images.limit')}
          </Text>
          {value.kind === 'file' && <Text size="sm">{t('images.chosen', { name: value.file.name })}</Text>}
        </Stack>
      </Dropzone>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
