import { Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type Offer, offerDecline } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api/api-error.ts';
import { formatDate, formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PublicFrame } from '../../../lib/shell/public-frame.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { useConfirmOffer } from '../api/confirm-offer.ts';
import { useDeclineOfferByHash } from '../api/decline-offer-by-hash.ts';
import { offerByHashQuery } from '../api/get-offer-by-hash.ts';
import { DetailList } from '../shared/detail-list.tsx';

const STATUS_COLORS = { pending: 'blue', accepted: 'teal', declined: 'red', cancelled: 'gray', expired: 'gray' } as const;

/** Declining asks why (required): the company reads the reason. */
function DeclineForm({ hash, onCancel }: { hash: string; onCancel: () => void }) {
  const { t } = useTranslation('hiring');
  const decline = useDeclineOfferByHash(hash);
  const form = useForm({ initialValues: { notes: '' }, validate: zodValidate(offerDecline) });
  return (
    <form
      noValidate
      aria-label={t('offer.declineTitle')}
      onSubmit={form.onSubmit((values) =>
        decline.mutate(values.notes, {
          onError: (error) => form.setErrors(apiFieldErrors(error)),
        }),
      )}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('offer.declineTitle')}
        </Title>
        <Textarea
          label={t('offer.declineReason')}
          description={t('offer.declineHint')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          data-autofocus
          {...form.getInputProps('notes')}
        />
        {decline.error && !hasFieldErrors(decline.error) && <NoticeAlert tone="error">{failureMessage(decline.error)}</NoticeAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('offer.cancel')}
          </Button>
          <Button type="submit" color="red" loading={decline.isPending}>
            {t('offer.declineSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OfferView({ hash, offer }: { hash: string; offer: Offer }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const confirm = useConfirmOffer(hash);
  const [declining, setDeclining] = useState(false);
  const details = [
    ...(offer.salary ? [{ label: t('offer.salary'), value: offer.salary }] : []),
    ...(offer.startDate ? [{ label: t('offer.startDate'), value: formatDate(`${offer.startDate}T12:00:00`, locale) }] : []),
  ];
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('offer.title')}
        </Title>
        <Text size="sm">{t('offer.sentBy', { company: offer.companyName, position: offer.positionTitle })}</Text>
      </Stack>
      <Group>
        <Badge color={STATUS_COLORS[offer.status]} variant="light" data-offer-status={offer.status}>
          {t(`offer.status.${offer.status}`)}
        </Badge>
        {offer.status === 'pending' && (
          <Text size="sm" c="gray.7">
            {t('offer.expiresAt', { date: formatDateTime(offer.expiresAt, locale) })}
          </Text>
        )}
      </Group>
      <DetailList items={details} />
      {offer.message && (
        <NoticeAlert tone="info" title={t('offer.message')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {offer.message}
          </Text>
        </NoticeAlert>
      )}
      {offer.status === 'accepted' && <NoticeAlert tone="success">{t('offer.accepted')}</NoticeAlert>}
      {offer.status === 'declined' && (
        <NoticeAlert tone="info" title={t('offer.declined')}>
          {offer.declineNotes && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('offer.yourReason')}: {offer.declineNotes}
            </Text>
          )}
        </NoticeAlert>
      )}
      {offer.status === 'pending' &&
        (declining ? (
          <DeclineForm hash={hash} onCancel={() => setDeclining(false)} />
        ) : (
          <Stack gap="sm">
            {confirm.error && <NoticeAlert tone="error">{failureMessage(confirm.error)}</NoticeAlert>}
            <Group grow>
              <Button variant="default" color="red" onClick={() => setDeclining(true)}>
                {t('offer.decline')}
              </Button>
              <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
                {t('offer.accept')}
              </Button>
            </Group>
          </Stack>
        ))}
      <Button component={Link} to="/my/applications" variant="subtle">
        {t('offer.applications')}
      </Button>
    </Stack>
  );
}

function OfferScreen({ hash }: { hash: string }) {
  const { t } = useTranslation('hiring');
  const query = useQuery(offerByHashQuery(hash));
  usePageTitle(query.data ? `${t('offer.title')} · ${query.data.positionTitle}` : t('offer.title'));
  if (query.isPending) return <PageSkeleton />;
  if (query.isError)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('offer.title')}
        </Title>
        <NoticeAlert tone="error" title={isNotFound(query.error) ? t('offer.notFound') : failureMessage(query.error)}>
          {isNotFound(query.error) && t('offer.notFoundHint')}
        </NoticeAlert>
        <Button component={Link} to="/my/applications" variant="default">
          {t('offer.applications')}
        </Button>
      </Stack>
    );
  return <OfferView hash={hash} offer={query.data} />;
}

/** /offer/:hash: the offer page an e-mailed link opens: the offer, accept, or decline with the reason. */
export default function OfferPage() {
  const { hash = '' } = useParams();
  return (
    <PublicFrame maw={600} portalLogo={false}>
      <OfferScreen key={hash} hash={hash} />
    </PublicFrame>
  );
}
