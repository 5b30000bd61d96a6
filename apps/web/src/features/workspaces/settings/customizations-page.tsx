import { Button, ColorInput, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { useLeaveGuard } from '../../../lib/forms/leave-guard.tsx';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PageHeader } from '../../../lib/ui/page-header.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { DEFAULT_STYLE } from '../../../lib/workspace/default-style.ts';
import { useUpdateWorkspace } from '../api/update-workspace.ts';
import { type ImageChoice, KEEP, previewOf } from '../shared/image-choice.ts';
import { ImagePicker } from '../shared/image-picker.tsx';
import { validateWorkspaceName } from '../shared/name-rule.ts';
import { HeaderPreview, type StyleValues } from './header-preview.tsx';
import { SettingsNav } from './settings-nav.tsx';

type Values = StyleValues & { name: string; image: ImageChoice; cover: ImageChoice };
const COLOURS = ['primaryColor', 'secondaryColor', 'menuColor', 'menuTextColor'] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** Enter in a colour field settles the colour typed; saving the whole form is the save button's job. */
const keepEnterInField = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};
const IMAGES = [
  { kind: 'image', current: 'imageUrl' },
  { kind: 'cover', current: 'coverImageUrl' },
] as const;

/** /c|p/:companyDomain/customizations: name, images and colours, with a live header preview. */
export default function CustomizationsPage() {
  const { t } = useTranslation(['workspaces', 'common']);
  const workspace = useActiveWorkspace();
  usePageTitle(t('customizations.title'), workspace.name);
  const style = workspace.customStyle ?? DEFAULT_STYLE;
  const form = useForm<Values>({
    initialValues: { name: workspace.name, image: KEEP, cover: KEEP, ...style },
    validate: {
      name: validateWorkspaceName,
      ...Object.fromEntries(COLOURS.map((key) => [key, (value: string) => (HEX.test(value) ? null : t('customizations.colourInvalid'))])),
    },
  });
  const save = useUpdateWorkspace(workspace.id);
  const leaveGuard = useLeaveGuard(form.isDirty());
  const submit = form.onSubmit(({ name, image, cover, primaryColor, secondaryColor, menuColor, menuTextColor, darkMenu }) =>
    save.mutate(
      { name, image, cover, style: { primaryColor, secondaryColor, menuColor, menuTextColor, darkMenu } },
      {
        onSuccess: () => {
          const saved = { ...form.values, image: KEEP, cover: KEEP };
          form.setInitialValues(saved);
          form.setValues(saved);
          toast.success(t('customizations.saved'));
        },
        onError: (error) => {
          form.setErrors(apiFieldErrors(error));
          toast.error(error.message);
        },
      },
    ),
  );
  const values = form.values;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" py="sm">
        <PageHeader title={t('customizations.title')} subtitle={t('customizations.subtitle')} />
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
                <ColorInput
                  key={key}
                  label={t(`customizations.colour.${key}`)}
                  format="hex"
                  withEyeDropper={false}
                  {...form.getInputProps(key)}
                  onKeyDown={keepEnterInField}
                />
              ))}
            </SimpleGrid>
            <Switch
              label={t('customizations.darkMenu')}
              description={t('customizations.darkMenuHint')}
              {...form.getInputProps('darkMenu', { type: 'checkbox' })}
            />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {IMAGES.map(({ kind, current }) => (
            <Paper key={kind} withBorder p="md" radius="md">
              <Stack>
                <Title order={2} size="h4">
                  {t(`customizations.${kind}`)}
                </Title>
                <ImagePicker
                  label={t(`customizations.${kind}`)}
                  kind={kind}
                  value={values[kind]}
                  current={workspace[current]}
                  onChange={(choice) => form.setFieldValue(kind, choice)}
                />
              </Stack>
            </Paper>
          ))}
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
      {leaveGuard}
    </form>
  );
}
