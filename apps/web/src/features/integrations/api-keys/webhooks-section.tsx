import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WebhookItem } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { ErrorState } from '../../../lib/ui/page-states.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useDeleteWebhook, useResendDelivery, useUpdateWebhook, webhookDeliveriesQuery, webhooksQuery } from '../api/webhooks.ts';
import { eventWordsKey, NewWebhookButton } from './new-webhook-dialog.tsx';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The company's webhooks: address, events, on or off; each one's deliveries with a resend button. */
export function WebhooksSection() {
  const { t } = useTranslation('integrations');
  const workspace = useActiveWorkspace();
  const hooks = useQuery(webhooksQuery(workspace.id));
  return (
    <SectionCard title={t('webhooks.title')} description={t('webhooks.description')}>
      {hooks.isPending ? (
        <Text size="sm" c="gray.7">
          {t('webhooks.loading')}
        </Text>
      ) : hooks.isError ? (
        <ErrorState message={failureMessage(hooks.error)} onRetry={() => hooks.refetch()} />
      ) : hooks.data.items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('webhooks.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" aria-label={t('webhooks.title')} style={listStyle}>
          {hooks.data.items.map((hook) => (
            <WebhookRow key={hook.id} hook={hook} />
          ))}
        </Stack>
      )}
      <NewWebhookButton />
    </SectionCard>
  );
}

function WebhookRow({ hook }: { hook: WebhookItem }) {
  const { t } = useTranslation('integrations');
  const workspace = useActiveWorkspace();
  const update = useUpdateWebhook(workspace.id);
  const remove = useDeleteWebhook(workspace.id, () => toast.success(t('webhooks.removed')));
  const [showing, setShowing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const toggle = () =>
    update.mutate(
      { id: hook.id, body: { enabled: !hook.enabled } },
      {
        onSuccess: () => toast.success(hook.enabled ? t('webhooks.turnedOff') : t('webhooks.turnedOn')),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  const state = hook.enabled ? 'on' : hook.disabledForFailures ? 'failing' : 'off';
  return (
    <Stack component="li" gap={6} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-webhook={hook.url}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {hook.url}
        </Text>
        <StatusBadge tone={state === 'on' ? 'success' : state === 'failing' ? 'danger' : 'neutral'} label={t(`webhooks.state.${state}`)} />
      </Group>
      <Group gap={6}>
        {hook.events.map((event) => (
          <StatusBadge key={event} tone="neutral" label={t(`webhooks.eventNames.${eventWordsKey(event)}`)} />
        ))}
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setShowing((open) => !open)} aria-expanded={showing}>
          {showing ? t('webhooks.hideDeliveries') : t('webhooks.showDeliveries')}
        </Button>
        <Button size="xs" variant="default" loading={update.isPending} onClick={toggle}>
          {hook.enabled ? t('webhooks.turnOff') : t('webhooks.turnOn')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setConfirming(true)}
          aria-label={t('webhooks.removeNamed', { url: hook.url })}
        >
          {t('webhooks.remove')}
        </Button>
      </Group>
      {showing && <Deliveries hookId={hook.id} />}
      <ConfirmDialog
        opened={confirming}
        title={t('webhooks.removeTitle')}
        confirmLabel={t('webhooks.remove')}
        confirmColor="red"
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(hook.id, { onError: (error) => toast.error(failureMessage(error)) })}
      >
        <Text size="sm">{t('webhooks.removeBody', { url: hook.url })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

function Deliveries({ hookId }: { hookId: string }) {
  const { t } = useTranslation('integrations');
  const locale = useLocale();
  const workspace = useActiveWorkspace();
  const deliveries = useQuery({ ...webhookDeliveriesQuery(workspace.id, hookId), refetchInterval: 5_000 });
  const resend = useResendDelivery(workspace.id);
  if (deliveries.isPending)
    return (
      <Text size="sm" c="gray.7">
        {t('webhooks.loadingDeliveries')}
      </Text>
    );
  if (deliveries.isError) return <ErrorState message={failureMessage(deliveries.error)} onRetry={() => deliveries.refetch()} />;
  if (deliveries.data.items.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('webhooks.noDeliveries')}
      </Text>
    );
  return (
    <Stack gap={0} component="ul" aria-label={t('webhooks.deliveries')} style={listStyle}>
      {deliveries.data.items.map((delivery) => {
        const ok = delivery.statusCode !== null && delivery.statusCode >= 200 && delivery.statusCode < 300;
        return (
          <Group
            key={delivery.id}
            component="li"
            justify="space-between"
            gap="xs"
            py={6}
            wrap="wrap"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Stack gap={0}>
              <Text size="sm">
                {delivery.event} · {delivery.statusCode ?? delivery.error ?? '—'} · {t('webhooks.duration', { ms: delivery.durationMs })}
              </Text>
              <Text size="xs" c="gray.7">
                {formatDateTime(delivery.at, locale)}
              </Text>
            </Stack>
            {!ok && (
              <Button
                size="xs"
                variant="default"
                loading={resend.isPending}
                onClick={() =>
                  resend.mutate(
                    { id: hookId, deliveryId: delivery.id },
                    { onSuccess: () => toast.success(t('webhooks.resent')), onError: (error) => toast.error(failureMessage(error)) },
                  )
                }
              >
                {t('webhooks.resend')}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
