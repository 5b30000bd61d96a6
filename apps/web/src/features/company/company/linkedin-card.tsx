import { Button, Group, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui/section-card.tsx';

type Props = {
  form: UseFormReturnType<{ linkedinId: string }>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  canEdit: boolean;
};

/** The professional network's company id: one only, the number of the company's LinkedIn page; empty removes it. */
export function LinkedinCard({ form, onSubmit, saving, canEdit }: Props) {
  const { t } = useTranslation('company');
  return (
    <SectionCard title={t('linkedin.title')} description={t('linkedin.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('linkedin.title')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('linkedin.label')}
            placeholder="10482937"
            inputMode="numeric"
            maxLength={40}
            readOnly={!canEdit}
            style={{ flex: '1 1 14rem' }}
            {...form.getInputProps('linkedinId')}
          />
          {canEdit && (
            <Button type="submit" variant="light" loading={saving}>
              {t('linkedin.save')}
            </Button>
          )}
        </Group>
      </form>
    </SectionCard>
  );
}
