import { NativeSelect, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { PCD_TYPES } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { nullableText, type ProfileFormApi } from '../shared/profile-form.ts';

/** PcD: type, CID-10 code and the adaptation needed; the details show once the first switch is on. */
export function PcdSection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('profile');
  const { isPCD, needAdaptation, pcdType } = form.getValues();
  return (
    <SectionCard title={t('pcd.title')} description={t('pcd.description')}>
      <Switch label={t('pcd.isPCD')} {...form.getInputProps('isPCD', { type: 'checkbox' })} />
      {isPCD && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('pcd.type')}
            required
            data={[{ value: '', label: '—' }, ...PCD_TYPES.map((type) => ({ value: type, label: t(`pcd.types.${type}`) }))]}
            {...form.getInputProps('pcdType')}
            value={pcdType ?? ''}
            onChange={(event) => form.setFieldValue('pcdType', (event.currentTarget.value || null) as typeof pcdType)}
          />
          <TextInput label={t('pcd.cid')} description={t('pcd.cidHint')} autoCapitalize="characters" {...nullableText(form, 'pcdCID')} />
        </SimpleGrid>
      )}
      <Switch label={t('pcd.needAdaptation')} {...form.getInputProps('needAdaptation', { type: 'checkbox' })} />
      {needAdaptation && <Textarea label={t('pcd.adaptation')} required autosize minRows={2} {...nullableText(form, 'pcdAdaptation')} />}
    </SectionCard>
  );
}
