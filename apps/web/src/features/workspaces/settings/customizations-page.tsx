import { Button, ColorInput, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { workspacesApi } from '@trilha/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_STYLE } from '../../../app/theme.ts';
import { api } from '../../../lib/api/client.ts';
import { apiFieldErrors } from '../../../lib/forms/zod-validate.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { refreshSession } from '../../auth/session.ts';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';
import { appendImage, type ImageChoice, KEEP, previewOf } from '../shared/image-choice.ts';
import { ImagePicker } from '../shared/image-picker.tsx';
import { validateWorkspaceName } from '../shared/name-rule.ts';
import { SettingsNav } from './settings-nav.tsx';
import { HeaderPreview, type StyleValues } from './header-preview.tsx';

type Values = StyleValues & { name: string; image: ImageChoice; cover: ImageChoice };
const COLOURS = ['primaryColor', 'secondaryColor', 'menuColor', 'menuTextColor'] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** /c|p/:companyDomain/customizations: name, images and colours, with a live header preview. */
export default function CustomizationsPage() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const style = workspace.customStyle ?? DEFAULT_STYLE;
  const form = useForm<Values>({
    initialValues: { name: workspace.name, image: KEEP, cover: KEEP, ...style },
    validate: {
      name: validateWorkspaceName,
      ...Object.fromEntries(COLOURS.map((key) => [key, (value: string) => (HEX.test(value) ? null : t('customizations.colourInvalid'))])),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = new FormData();
      body.append('name', values.name.trim());
      appendImage(body, 'image', values.image);
      appendImage(body, 'cover', values.cover);
      for (const key of COLOURS) body.append(key, values[key]);
      body.append('darkMenu', String(values.darkMenu));
      return api(workspacesApi.updateWorkspace, { params: { id: workspace.id }, form: body });
    },
    onSuccess: async () => {
      await refreshSession();
      const saved = { ...form.values, image: KEEP, cover: KEEP };
      form.setInitialValues(saved);
      form.setValues(saved);
      toast.success(t('customizations.saved'));
    },
    onError: (error) => {
      form.setErrors(apiFieldErrors(error));
      toast.error(error.message);
    },
  });
  const values = form.values;

  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
      <Stack gap="lg" py="sm">
        <Stack gap={2}>
          <Title order={1}>{t('customizations.title')}</Title>
          <Text c="gray.7" size="sm">
            {t('customizations.subtitle')}
          </Text>
        </Stack>
        <SettingsNav />
        <Stack gap="xs" component="section" aria-label={t('customizations.preview')}>
          <Text fw={600}>{t('customizations.preview')}</Text>
          <HeaderPreview name={values.name || workspace.name} imageUrl={previewOf(values.image, workspace.imageUrl)} style={values} />
        </Stack>
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Title order={2} size="h4">
              {t('customizations.identity')}
            </Title>
            <TextInput label={t('setup.name.label')} required maxLength={255} {...form.getInputProps('name')} />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Title order={2} size="h4">
              {t('customizations.colours')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {COLOURS.map((key) => (
                <ColorInput key={key} label={t(`customizations.colour.${key}`)} format="hex" withEyeDropper={false} {...form.getInputProps(key)} />
              ))}
            </SimpleGrid>
            <Switch label={t('customizations.darkMenu')} description={t('customizations.darkMenuHint')} {...form.getInputProps('darkMenu', { type: 'checkbox' })} />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <Title order={2} size="h4">
                {t('customizations.image')}
              </Title>
              <ImagePicker label={t('customizations.image')} prefix="workspace-setup/profile-samples" shape="avatar" value={values.image} current={workspace.imageUrl} onChange={(c) => form.setFieldValue('image', c)} />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <Title order={2} size="h4">
                {t('customizations.cover')}
              </Title>
              <ImagePicker label={t('customizations.cover')} prefix="workspace-setup/cover-samples" shape="cover" value={values.cover} current={workspace.coverImageUrl} onChange={(c) => form.setFieldValue('cover', c)} />
            </Stack>
          </Paper>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={save.isPending}>
            {t('customizations.discard')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
