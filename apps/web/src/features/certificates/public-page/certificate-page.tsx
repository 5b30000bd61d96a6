import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CertificateDetails } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api/api-error.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { PublicFrame } from '../../../lib/shell/public-frame.tsx';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { PageSkeleton } from '../../../lib/ui/skeletons.tsx';
import { certificateQuery } from '../api/get-certificate.ts';
import { formatHours } from '../shared/format-hours.ts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

function Certificate({ certificate }: { certificate: CertificateDetails }) {
  const { t } = useTranslation('certificates');
  const locale = useLocale();
  return (
    <Stack gap="lg">
      <Stack gap={4} align="center" ta="center">
        <IconCertificate size={40} color="var(--mantine-primary-color-filled)" aria-hidden="true" />
        <Title order={1} size="h2">
          {t('page.heading')}
        </Title>
        <Group gap={6} justify="center">
          <IconShieldCheck size={18} color="var(--mantine-color-green-8)" aria-hidden="true" />
          <Text size="sm" fw={600}>
            {t('page.verified')}
          </Text>
        </Group>
      </Stack>
      <Stack component="dl" gap="md" m={0}>
        <Fact label={t('page.who')}>{certificate.recipientName}</Fact>
        <Fact label={certificate.kind === 'list' ? t('page.whatList') : t('page.whatContent')}>{certificate.title}</Fact>
        {certificate.hours !== null && (
          <Fact label={t('page.hours')}>{t('hours', { count: certificate.hours, hours: formatHours(certificate.hours, locale) })}</Fact>
        )}
        <Fact label={t('page.issuer')}>{certificate.issuer.name}</Fact>
        <Fact label={t('page.issuedAt')}>{formatDate(certificate.issuedAt, locale)}</Fact>
        <Fact label={t('page.code')}>
          <Text component="span" ff="monospace" fw={600}>
            {certificate.code}
          </Text>
        </Fact>
      </Stack>
      <Divider />
      <Group justify="space-between" gap="sm">
        <Button component="a" href={certificate.pdfUrl} leftSection={<IconDownload size={16} aria-hidden="true" />}>
          {t('page.downloadPdf')}
        </Button>
        <Anchor href={certificate.credentialUrl} size="sm">
          {t('page.credential')}
        </Anchor>
      </Group>
      <Text size="xs" c="gray.7">
        {t('page.credentialHint')}
      </Text>
    </Stack>
  );
}

/** /certificados/:code: what a certificate says, for anyone (no sign-in), with its PDF and its signed credential. */
export default function CertificatePage() {
  const { t } = useTranslation('certificates');
  const { code = '' } = useParams();
  const certificate = useQuery(certificateQuery(code));
  usePageTitle(certificate.data ? t('page.title', { title: certificate.data.title }) : t('page.heading'));
  const notFound = certificate.error instanceof ApiError && certificate.error.status === 404;
  return (
    <PublicFrame maw={560} portalLogo={false}>
      {certificate.isPending ? (
        <PageSkeleton />
      ) : notFound ? (
        <EmptyState title={t('page.notFound')} description={t('page.notFoundHint')} titleOrder={1} />
      ) : certificate.isError ? (
        <ErrorState message={failureMessage(certificate.error)} onRetry={() => certificate.refetch()} />
      ) : (
        <Certificate certificate={certificate.data} />
      )}
    </PublicFrame>
  );
}
