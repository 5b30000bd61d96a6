import { Button, Group, Stack, Text } from '@mantine/core';
import type { InstalledIntegration } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCheckIntegrationToken } from '../api/get-integration-token.ts';
import { useUninstallIntegration } from '../api/uninstall-integration.ts';

/** The installed integrations of one kind: name, masked token, status; check and uninstall (never a native one). */
export function InstalledList({ items, label }: { items: InstalledIntegration[]; label: string }) {
  const { t } = useTranslation('integrations');
  if (items.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('noneInstalled')}
      </Text>
    );
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <InstalledRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}

function InstalledRow({ item }: { item: InstalledIntegration }) {
  const { t } = useTranslation('integrations');
  const locale = useLocale();
  const workspace = useActiveWorkspace();
  const mayUninstall = useCan('company.integrations.uninstall');
  const uninstall = useUninstallIntegration(workspace.id, () => toast.success(t('uninstall.success')));
  const check = useCheckIntegrationToken(workspace.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack component="li" gap={6} p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }} data-integration={item.name}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
        <Group gap={6}>
          {item.native && <StatusBadge tone="info" label={t('native')} />}
          <StatusBadge tone={item.status === 'connected' ? 'success' : 'danger'} label={t(`status.${item.status}`)} />
        </Group>
      </Group>
      <Text size="sm" c="gray.7">
        {[
          item.maskedToken && t('maskedToken', { masked: item.maskedToken }),
          t('installedAt', { date: formatDate(item.installedAt, locale) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {item.native ? (
        <Text size="sm" c="gray.7">
          {t('nativeHint')}
        </Text>
      ) : (
        <Group gap="xs">
          {item.maskedToken && (
            <Button
              size="xs"
              variant="default"
              loading={check.isPending}
              aria-label={t('actions.checkNamed', { name: item.name })}
              onClick={() =>
                check.mutate(item, {
                  onSuccess: () => toast.success(t('check.success')),
                  onError: (error) => toast.error(failureMessage(error)),
                })
              }
            >
              {t('actions.check')}
            </Button>
          )}
          {mayUninstall && (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={uninstall.isPending}
              aria-label={t('actions.uninstallNamed', { name: item.name })}
              onClick={() => setConfirming(true)}
            >
              {t('actions.uninstall')}
            </Button>
          )}
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('uninstall.title')}
        confirmLabel={t('actions.uninstall')}
        confirmColor="red"
        onClose={() => setConfirming(false)}
        onConfirm={() => uninstall.mutate(item, { onError: (error) => toast.error(failureMessage(error)) })}
      >
        <Text size="sm">{t('uninstall.body', { name: item.name })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
