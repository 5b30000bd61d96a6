import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconExternalLink } from '@tabler/icons-react';
import type { WalletPayment } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';

type Slip = NonNullable<WalletPayment['bankSlip']>;

/**
 * A bank slip waiting for payment: its digitable line (with a copy button), the link to print it, its due date and
 * when the credits arrive (registered within 2 hours, credited up to 2 days after payment).
 */
export function BankSlip({ slip }: { slip: Slip }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  return (
    <Stack gap="xs" data-bank-slip>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('slip.line')}
          value={slip.digitableLine}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={slip.digitableLine}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden="true" />}>
              {copied ? t('slip.copied') : t('slip.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group gap="md">
        <Anchor href={slip.url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            {t('slip.open')}
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
        <Text size="sm">{t('slip.due', { date: formatDate(slip.dueDate, locale) })}</Text>
      </Group>
      <Text size="sm" c="gray.7">
        {t('slip.note')}
      </Text>
    </Stack>
  );
}
