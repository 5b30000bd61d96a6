import { Box, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { type ImageChoice, previewOf } from '../shared/image-choice.ts';
import { WorkspaceAvatar } from '../shared/workspace-avatar.tsx';

export interface SetupValues {
  name: string;
  image: ImageChoice;
  cover: ImageChoice;
}

export function IntroStep({ name }: { name: string }) {
  const { t } = useTranslation('workspaces');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('setup.intro.title', { name })}
      </Title>
      <Text>{t('setup.intro.body')}</Text>
      <Text c="gray.7" size="sm">
        {t('setup.intro.hint')}
      </Text>
    </Stack>
  );
}

export function NameStep({ form }: { form: UseFormReturnType<SetupValues> }) {
  const { t } = useTranslation('workspaces');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('setup.name.title')}
      </Title>
      <TextInput
        label={t('setup.name.label')}
        description={t('setup.name.hint')}
        required
        maxLength={255}
        data-autofocus
        {...form.getInputProps('name')}
      />
    </Stack>
  );
}

/** The last step: everything the user chose, before saving. */
export function ReviewStep({
  values,
  current,
}: {
  values: SetupValues;
  current: { imageUrl: string | null; coverImageUrl: string | null };
}) {
  const { t } = useTranslation('workspaces');
  const image = previewOf(values.image, current.imageUrl);
  const cover = previewOf(values.cover, current.coverImageUrl);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('setup.review.title')}
      </Title>
      <Box pos="relative">
        {cover ? (
          <Image src={cover} alt={t('setup.review.cover')} h={140} radius="md" fit="cover" />
        ) : (
          <Box h={140} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }} />
        )}
      </Box>
      <Group gap="md" wrap="nowrap">
        <WorkspaceAvatar workspace={{ name: values.name || '?', imageUrl: image }} size={64} />
        <Stack gap={0}>
          <Text size="xs" c="gray.7">
            {t('setup.review.name')}
          </Text>
          <Text fw={700} size="lg">
            {values.name}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
