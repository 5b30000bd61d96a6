import { Anchor, Button, CopyButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletPixCharge } from '@trilha/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { StatusBadge } from '../../../lib/ui/badges.tsx';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { walletPixQuery } from '../api/get-wallet-pix.ts';
import { paymentKeys } from '../api/keys.ts';
import { formatCredits, formatMoney } from '../shared/money.ts';
import { formatCountdown, useTimeLeft } from './pix-countdown.ts';

/**
 * A Pix charge waiting for the payer: its QR code, the "copia e cola" code with a copy button and a mm:ss countdown.
 * The page asks the server every few seconds and turns by itself to "Pago" with the new balance, or to "Expirado" with
 * a way to make a new charge. Outside production the sandbox's page pays it.
 */
export function PixCharge({ workspaceId, charge, onAnother }: { workspaceId: string; charge: WalletPixCharge; onAnother: () => void }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const current = useQuery(walletPixQuery(workspaceId, charge)).data;
  const left = useTimeLeft(current.expiresAt, current.status === 'pending');
  // past the deadline the screen says so at once; the server's answer follows
  const status = current.status === 'pending' && left <= 0 ? 'expired' : current.status;
  const announced = useRef(current.status);

  useEffect(() => {
    if (announced.current === current.status) return;
    announced.current = current.status;
    if (current.status !== 'paid') return;
    toast.success(t('pix.paidToast', { count: current.credits }));
    // the balance, the ledger and the company's status changed
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all(workspaceId) });
  }, [current.status, current.credits, queryClient, workspaceId, t]);

  if (status === 'paid') {
    return (
      <NoticeAlert tone="success" title={t('pix.paid')}>
        <Stack gap="xs" data-pix-status="paid">
          <Text size="sm">{t('pix.paidText', { count: current.credits, amount: formatCredits(current.credits, locale) })}</Text>
          <Text size="sm" fw={700} data-pix-balance={current.balance}>
            {t('pix.balance', { balance: formatCredits(current.balance, locale) })}
          </Text>
          <Group>
            <Button variant="default" onClick={onAnother}>
              {t('pix.another')}
            </Button>
          </Group>
        </Stack>
      </NoticeAlert>
    );
  }
  if (status === 'expired') {
    return (
      <NoticeAlert tone="warning" title={t('pix.expired')}>
        <Stack gap="xs" data-pix-status="expired">
          <Text size="sm">{t('pix.expiredText')}</Text>
          <Group>
            <Button onClick={onAnother}>{t('pix.newCharge')}</Button>
          </Group>
        </Stack>
      </NoticeAlert>
    );
  }
  return (
    <Stack gap="md" data-pix-status="pending">
      <Group gap="sm">
        <StatusBadge tone="warning" label={t('pix.pending')} />
        <Text size="sm" fw={600}>
          {formatMoney(current.amountCents, 'BRL', locale)}
        </Text>
        <Text size="sm" aria-label={t('pix.expiresInLabel', { time: formatCountdown(left) })} data-pix-countdown>
          {t('pix.expiresIn', { time: formatCountdown(left) })}
        </Text>
      </Group>
      <Image src={current.qrCode} alt={t('pix.qrAlt')} w={240} h={240} fit="contain" radius="sm" style={{ imageRendering: 'pixelated' }} />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('pix.code')}
          value={current.brCode}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={current.brCode}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden="true" />}>
              {copied ? t('pix.copied') : t('pix.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="gray.7">
        {t('pix.note')}
      </Text>
      {current.sandboxPayUrl && (
        <NoticeAlert tone="info" title={t('pix.sandboxTitle')}>
          <Text size="sm">{t('pix.sandboxText')}</Text>
          <Anchor href={current.sandboxPayUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              {t('pix.sandboxPay')}
              <IconExternalLink size={14} aria-hidden="true" />
            </Group>
          </Anchor>
        </NoticeAlert>
      )}
    </Stack>
  );
}
