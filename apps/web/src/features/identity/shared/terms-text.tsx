import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Section = { title: string; body: string };

/** The terms of use, shown in the sign-up modal and on /account/terms. */
export function TermsText({ headingOrder = 3 }: { headingOrder?: 2 | 3 | 4 }) {
  const { t } = useTranslation('identity');
  const sections = t('terms.sections', { returnObjects: true }) as Section[];
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {t('terms.updatedAt')}
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
