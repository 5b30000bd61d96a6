import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { ListSkeleton } from '../../../lib/ui/skeletons.tsx';
import { myCertificatesQuery } from '../api/list-my-certificates.ts';
import { formatHours } from '../shared/format-hours.ts';

/** The person's certificates on their profile, each linking to its public page (which anyone may open). */
export function CertificatesSection() {
  const { t } = useTranslation('certificates');
  const locale = useLocale();
  const certificates = useQuery(myCertificatesQuery());
  return (
    <SectionCard title={t('section.title')} description={t('section.description')}>
      {certificates.isPending ? (
        <ListSkeleton rows={2} label={t('section.loading')} />
      ) : certificates.isError ? (
        <ErrorState message={failureMessage(certificates.error)} onRetry={() => certificates.refetch()} />
      ) : certificates.data.items.length === 0 ? (
        <EmptyState compact title={t('section.empty')} description={t('section.emptyHint')} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {certificates.data.items.map((certificate) => (
            <Group component="li" key={certificate.code} gap="sm" wrap="nowrap" align="flex-start">
              <IconCertificate size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={`/certificados/${certificate.code}`} fw={600}>
                  {certificate.title}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {[
                    certificate.issuer.name,
                    certificate.hours === null
                      ? null
                      : t('hours', { count: certificate.hours, hours: formatHours(certificate.hours, locale) }),
                    formatDate(certificate.issuedAt, locale),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
