import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { OFFER_TTL_DAYS, type OfferForm, offerForm } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { DateField } from '../../../lib/ui/date-field.tsx';
import { useCancelOffer } from '../api/cancel-offer.ts';
import { useCreateOffer } from '../api/create-offer.ts';
import { applicationHiringQuery } from '../api/get-application-hiring.ts';
import { SendDialog } from './send-dialog.tsx';
import { type SentItem, SentList } from './sent-list.tsx';

interface Props {
  applicationId: string;
  opened: boolean;
  onClose: () => void;
}

const INITIAL = { salary: '', startDate: '', message: '' };
const toBody = (values: typeof INITIAL): OfferForm => ({
  salary: values.salary,
  startDate: values.startDate,
  message: values.message.trim() || null,
});
const validateForm = zodValidate(offerForm);

const STATUS_COLORS = { pending: 'blue', accepted: 'teal', declined: 'red', cancelled: 'gray', expired: 'gray' } as const;

/** The offers already sent for the application, with the candidate's answer and decline reason. */
function PastOffers({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const query = useQuery(applicationHiringQuery(applicationId));
  const withdraw = useCancelOffer(applicationId);
  const items = (query.data?.offers ?? []).map(
    (item): SentItem => ({
      id: item.id,
      summary: [item.salary, item.startDate && formatDate(`${item.startDate}T12:00:00`, locale)].filter(Boolean).join(' · '),
      state: { label: t(`recruiter.offer.statuses.${item.status}`), color: STATUS_COLORS[item.status] },
      withdrawable: item.status === 'pending',
      notes: item.declineNotes,
    }),
  );
  return (
    <SentList
      title={t('recruiter.offer.past')}
      items={items}
      withdraw={withdraw}
      words={{
        label: t('recruiter.withdraw.offer'),
        question: t('recruiter.withdraw.offerQuestion'),
        done: t('recruiter.withdraw.offerDone'),
      }}
    />
  );
}

/** The recruiter sends the candidate an offer: salary, start date, a message; the candidate answers by the e-mailed link. */
export function OfferDialog({ applicationId, opened, onClose }: Props) {
  const { t } = useTranslation('hiring');
  const send = useCreateOffer(applicationId);
  const form = useForm({ initialValues: INITIAL, validate: (values) => validateForm(toBody(values)) });
  return (
    <SendDialog
      opened={opened}
      onClose={onClose}
      form={form}
      send={send}
      toBody={toBody}
      words={{
        title: t('recruiter.offer.title'),
        description: t('recruiter.offer.description', { days: OFFER_TTL_DAYS }),
        submit: t('recruiter.offer.submit'),
        sent: t('recruiter.offer.sent'),
      }}
      past={<PastOffers applicationId={applicationId} />}
    >
      <TextInput
        label={t('recruiter.offer.salary')}
        description={t('recruiter.offer.salaryHint')}
        required
        data-autofocus
        maxLength={200}
        {...form.getInputProps('salary')}
      />
      <DateField label={t('recruiter.offer.startDate')} required {...form.getInputProps('startDate')} />
      <Textarea label={t('recruiter.offer.message')} autosize minRows={3} maxRows={8} maxLength={2000} {...form.getInputProps('message')} />
    </SendDialog>
  );
}
