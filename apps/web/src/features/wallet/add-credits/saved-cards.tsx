import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { WalletSavedCard } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useDeleteWalletCard } from '../api/delete-wallet-card.ts';

export const NEW_CARD = 'new';

const cardName = (card: WalletSavedCard) => `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;
const expiryOf = (card: WalletSavedCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** The saved cards to pay with (or a new one), each removable after a confirmation. */
export function SavedCards({
  workspaceId,
  cards,
  value,
  onChange,
}: {
  workspaceId: string;
  cards: WalletSavedCard[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('wallet');
  const [removing, setRemoving] = useState<WalletSavedCard | null>(null);
  const remove = useDeleteWalletCard(workspaceId);
  return (
    <>
      <Radio.Group label={t('card.which')} value={value} onChange={onChange} maw={560}>
        <Stack gap="xs" mt="xs">
          {cards.map((card) => (
            <Group key={card.id} justify="space-between" gap="xs" wrap="nowrap">
              <Radio
                value={card.id}
                label={cardName(card)}
                description={t('card.savedDetails', { holder: card.holder, expiry: expiryOf(card) })}
              />
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                loading={remove.isPending && remove.variables === card.id}
                aria-label={t('card.removeLabel', { card: cardName(card) })}
                onClick={() => setRemoving(card)}
              >
                {t('card.remove')}
              </Button>
            </Group>
          ))}
          <Radio value={NEW_CARD} label={t('card.new')} />
        </Stack>
      </Radio.Group>
      <ConfirmDialog
        opened={removing !== null}
        title={t('card.removeTitle')}
        confirmLabel={t('card.remove')}
        confirmColor="red"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const card = removing;
          remove.mutate(card.id, {
            onSuccess: () => {
              toast.success(t('card.removed'));
              if (value === card.id) onChange(NEW_CARD);
            },
            onError: (error) => toast.error(failureMessage(error)),
          });
        }}
      >
        <Text size="sm">{removing && t('card.removeQuestion', { card: cardName(removing) })}</Text>
      </ConfirmDialog>
    </>
  );
}
