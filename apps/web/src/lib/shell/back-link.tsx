import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { backTargetOf } from '../routing/back-target.ts';

/** "Voltar": to the screen that opened this one, or its parent screen (not browser history, which may lead anywhere). */
export function BackLink({ outside }: { outside?: { home: string; to: string } }) {
  const { t } = useTranslation('shell');
  const found = backTargetOf(useLocation());
  // where the shell's home is not the user's (support staff in an admin center), back leaves the workspace
  const parent = outside && found === outside.home ? outside.to : found;
  if (!parent) return null;
  return (
    <Anchor component={Link} to={parent} size="sm" fw={500} mb="sm" display="inline-block">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('back')}
      </Group>
    </Anchor>
  );
}
