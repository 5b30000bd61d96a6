import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextSkeleton } from '../../../lib/ui/skeletons.tsx';

type Section = { title: string; body: string };

/**
 * The terms of use, shown in the sign-up modal and on /account/terms. The text is its own namespace
 * (locales/<language>/terms.json), loaded when first shown rather than with the sign-in's words; meanwhile a few grey
 * lines stand in, inside the modal or card (no suspending: the page around it stays).
 */
export function TermsText({ headingOrder = 3 }: { headingOrder?: 2 | 3 | 4 }) {
  const { t, ready } = useTranslation('terms', { useSuspense: false });
  if (!ready) return <TextSkeleton lines={6} />;
  const sections = t('sections', { returnObjects: true }) as Section[];
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('updatedAt')}
      </Text>
      {(Array.isArray(sections) ? sections : []).map((section) => (
        <Stack key={section.title} gap={4}>
          <Title order={headingOrder} size="h5">
            {section.title}
          </Title>
          <Text size="sm">{section.body}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
