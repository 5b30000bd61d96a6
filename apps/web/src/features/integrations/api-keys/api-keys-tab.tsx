import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ApiKeyItem, AuditEvent } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { CardGridSkeleton } from '../../../lib/ui/skeletons.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { apiKeysQuery, auditLogQuery, useRevokeApiKey } from '../api/api-keys.ts';
import { NewKeyButton, scopeWordsKey } from './new-key-dialog.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** The API tab: the company's keys (make, revoke), its webhooks and its audit log (keys made, revoked and used). */
export function ApiKeysTab() {
  const { t } = useTranslation('integrations');
  const workspace = useActiveWorkspace();
  const keys = useQuery(apiKeysQuery(workspace.id));
  if (keys.isPending) return <CardGridSkeleton cards={2} label={t('apiKeys.loading')} />;
  if (keys.isError) return <ErrorState message={failureMessage(keys.error)} onRetry={() => keys.refetch()} />;
  return (
    <Stack gap="md">
      <SectionCard title={t('apiKeys.title')} description={t('apiKeys.description')}>
        {keys.data.items.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('apiKeys.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" aria-label={t('apiKeys.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {keys.data.items.map((key) => (
              <KeyRow key={key.id} item={key} />
            ))}
          </Stack>
        )}
        <NewKeyButton />
      </SectionCard>
      <WebhooksSection />
      <AuditLog />
    </Stack>
  );
}

function KeyRow({ item }: { item: ApiKeyItem }) {
  const { t } = useTranslation('integrations');
  const locale = useLocale();
  const workspace = useActiveWorkspace();
  const revoke = useRevokeApiKey(workspace.id, () => toast.success(t('apiKeys.revoked')));
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack component="li" gap={6} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-api-key={item.name}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
        <Text size="sm" ff="monospace" c="gray.7">
          {item.prefix}…
        </Text>
      </Group>
      <Group gap={6}>
        {item.scopes.map((scope) => (
          <StatusBadge key={scope} tone="neutral" label={t(`apiKeys.scopes.${scopeWordsKey(scope)}`)} />
        ))}
      </Group>
      <Text size="sm" c="gray.7">
        {[
          t('apiKeys.createdAt', { date: formatDate(item.createdAt, locale) }),
          item.createdBy && t('apiKeys.createdBy', { name: item.createdBy }),
          item.lastUsedAt ? t('apiKeys.lastUsed', { date: formatDateTime(item.lastUsedAt, locale) }) : t('apiKeys.neverUsed'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Button
        size="xs"
        variant="light"
        color="red"
        loading={revoke.isPending}
        aria-label={t('apiKeys.revokeNamed', { name: item.name })}
        onClick={() => setConfirming(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('apiKeys.revoke')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('apiKeys.revokeTitle')}
        confirmLabel={t('apiKeys.revoke')}
        confirmColor="red"
        onClose={() => setConfirming(false)}
        onConfirm={() => revoke.mutate(item.id, { onError: (error) => toast.error(failureMessage(error)) })}
      >
        <Text size="sm">{t('apiKeys.revokeBody', { name: item.name })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

function AuditLog() {
  const { t } = useTranslation('integrations');
  const locale = useLocale();
  const workspace = useActiveWorkspace();
  const log = useQuery(auditLogQuery(workspace.id));
  const describe = (event: AuditEvent) =>
    event.action === 'api_key.used'
      ? `${event.request ?? ''}${event.status === null ? '' : ` → ${event.status}`}`
      : t(`apiKeys.audit.${event.action === 'api_key.created' ? 'created' : 'revoked'}`, { name: event.actor ?? '—' });
  return (
    <SectionCard title={t('apiKeys.audit.title')} description={t('apiKeys.audit.description')}>
      {log.isPending ? (
        <Text size="sm" c="gray.7">
          {t('apiKeys.audit.loading')}
        </Text>
      ) : log.isError ? (
        <ErrorState message={failureMessage(log.error)} onRetry={() => log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('apiKeys.audit.empty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" aria-label={t('apiKeys.audit.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {log.data.items.map((event) => (
            <Stack key={event.id} component="li" gap={2} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {describe(event)}
              </Text>
              <Text size="xs" c="gray.7">
                {[formatDateTime(event.at, locale), event.apiKey && `${event.apiKey.name} (${event.apiKey.prefix}…)`, event.ip]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
