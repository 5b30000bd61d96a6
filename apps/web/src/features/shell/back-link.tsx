import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { parentScreenOf } from '../../app/is-routed.ts';

/** "Voltar": to the parent screen of a nested one (not browser history, which may lead anywhere). */
export function BackLink() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const parent = parentScreenOf(pathname);
  if (!parent) return null;
  return (
    <Anchor component={Link} to={parent} size="sm" fw={500} mb="sm" display="inline-block">
      ← {t('back')}
    </Anchor>
  );
}
