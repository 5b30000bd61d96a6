import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { CareerView } from './career-view.tsx';

/** /my/career: the person's history of applications and learning. */
export default function CareerPage() {
  const { t } = useTranslation('reports');
  usePageTitle(t('career.title'));
  return (
    <Stack gap="md" py="sm">
      <CareerView />
    </Stack>
  );
}
