import { Badge, Button, Group, List, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { OFFER_TTL_DAYS, type OfferForm, offerForm } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format/format-date.ts';
import { useLocale } from '../../../../lib/format/use-locale.ts';
import { apiFieldErrors } from '../../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../../lib/forms/zod-validate.ts';
import { NoticeAlert } from '../../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../../lib/ui/toast.ts';
import { applicationHiringQuery, useCancelOffer, useCreateOffer } from '../../api/hiring.ts';
import { WithdrawButton } from './withdraw-button.tsx';

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
  const cancel = useCancelOffer(applicationId);
  const items = query.data?.offers ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('recruiter.offer.past')}
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {items.map((item) => (
          <List.Item key={item.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {[item.salary, item.startDate && formatDate(`${item.startDate}T12:00:00`, locale)].filter(Boolean).join(' · ')}
              </Text>
              <Badge variant="light" color={STATUS_COLORS[item.status]}>
                {t(`recruiter.offer.statuses.${item.status}`)}
              </Badge>
              {item.status === 'pending' && (
                <WithdrawButton
                  label={t('recruiter.withdraw.offer')}
                  question={t('recruiter.withdraw.offerQuestion')}
                  pending={cancel.isPending && cancel.variables === item.id}
                  onConfirm={() =>
                    cancel.mutate(item.id, {
                      onSuccess: () => toast.success(t('recruiter.withdraw.offerDone')),
                      onError: (error) => toast.error(failureMessage(error)),
                    })
                  }
                />
              )}
            </Group>
            {item.declineNotes && (
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.declineNotes}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The recruiter sends the candidate an offer: salary, start date, a message; the candidate answers by the e-mailed link. */
export function OfferDialog({ applicationId, opened, onClose }: Props) {
  const { t } = useTranslation('hiring');
  const create = useCreateOffer(applicationId);
  const form = useForm({ initialValues: INITIAL, validate: (values) => validateForm(toBody(values)) });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(toBody(values), {
      onSuccess: () => {
        toast.success(t('recruiter.offer.sent'));
        close();
      },
      onError: (error) => form.setErrors(apiFieldErrors(error)),
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('recruiter.offer.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('recruiter.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            {t('recruiter.offer.description', { days: OFFER_TTL_DAYS })}
          </Text>
          <TextInput
            label={t('recruiter.offer.salary')}
            description={t('recruiter.offer.salaryHint')}
            required
            data-autofocus
            maxLength={200}
            {...form.getInputProps('salary')}
          />
          <TextInput type="date" label={t('recruiter.offer.startDate')} required {...form.getInputProps('startDate')} />
          <Textarea
            label={t('recruiter.offer.message')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            {...form.getInputProps('message')}
          />
          {create.error && !hasFieldErrors(create.error) && <NoticeAlert tone="error">{failureMessage(create.error)}</NoticeAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('recruiter.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('recruiter.offer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack mt="md">
        <PastOffers applicationId={applicationId} />
      </Stack>
    </Modal>
  );
}
