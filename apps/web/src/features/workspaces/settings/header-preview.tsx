import { Avatar, Box, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../lib/ui/initials.ts';

export interface StyleValues {
  primaryColor: string;
  secondaryColor: string;
  menuColor: string;
  menuTextColor: string;
  darkMenu: boolean;
}

/** A live sample of the workspace header and buttons with the colours being edited. */
export function HeaderPreview({ name, imageUrl, style }: { name: string; imageUrl: string | null; style: StyleValues }) {
  const { t } = useTranslation('workspaces');
  const items = ['contents', 'members', 'settings'] as const;
  return (
    <Box
      role="img"
      aria-label={t('customizations.previewLabel')}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      <Group px="md" h={56} justify="space-between" wrap="nowrap" style={{ background: style.menuColor, color: style.menuTextColor }}>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={imageUrl} alt="" size={32} radius="sm" color="gray">
            {initialsOf(name)}
          </Avatar>
          <Text fw={700} size="sm" lineClamp={1} c="inherit">
            {name}
          </Text>
        </Group>
        <Group gap="md" wrap="nowrap" visibleFrom="xs">
          {items.map((item) => (
            <Text key={item} size="sm" c="inherit">
              {t(`customizations.previewMenu.${item}`)}
            </Text>
          ))}
        </Group>
      </Group>
      <Group p="md" gap="sm" bg="white">
        <Button color={style.primaryColor} autoContrast tabIndex={-1} component="span">
          {t('customizations.previewPrimary')}
        </Button>
        <Button color={style.secondaryColor} autoContrast tabIndex={-1} component="span">
          {t('customizations.previewSecondary')}
        </Button>
      </Group>
    </Box>
  );
}
