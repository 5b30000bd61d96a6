import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resolveLanguage, type WalletChargeBody, type WalletRates, type WalletSavedCard } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useChargeWalletCard } from '../api/charge-wallet-card.ts';
import { tokenizeCard } from '../api/tokenize-card.ts';
import { usePaymentAttempt } from '../shared/payment-attempt.ts';
import { type CardValues, cardDetails, cardErrors, EMPTY_CARD, formatExpiry, groupCardNumber } from './card-rules.ts';
import { type Order, trackCheckout } from './order.ts';
import { SandboxHint } from './sandbox-hint.tsx';
import { NEW_CARD, SavedCards } from './saved-cards.tsx';

interface Props {
  workspaceId: string;
  rates: WalletRates;
  cards: WalletSavedCard[];
  order: () => Order | null;
}

/**
 * Pays by card: a saved card, or a new one whose number goes only to the provider's tokenizer; the API receives the
 * token. Approved → toast and the balance refreshes; declined or unreachable → the server's message stays in the form
 * with everything typed kept.
 */
export function CardPayment({ workspaceId, rates, cards, order }: Props) {
  const { t, i18n } = useTranslation('wallet');
  const [source, setSource] = useState(cards[0]?.id ?? NEW_CARD);
  const [failure, setFailure] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const attempt = usePaymentAttempt<string>();
  const charge = useChargeWalletCard(workspaceId);
  const isNew = source === NEW_CARD || !cards.some((card) => card.id === source);
  const form = useForm<CardValues>({
    initialValues: EMPTY_CARD,
    validate: (values) =>
      isNew
        ? cardErrors(values, resolveLanguage(i18n.language), {
            number: t('card.errors.number'),
            expiry: t('card.errors.expiry'),
            expired: t('card.errors.expired'),
            cvc: t('card.errors.cvc'),
          })
        : {},
  });

  const pay = async (values: CardValues) => {
    const wanted = order();
    if (!wanted) return;
    setFailure(null);
    const current = attempt.start(JSON.stringify({ wanted, source: isNew ? values : source }));
    trackCheckout(wanted);
    let body: WalletChargeBody = { credits: wanted.credits, currency: wanted.currency, savedCardId: source };
    if (isNew) {
      try {
        setTokenizing(true);
        current.memo ??= (await tokenizeCard(rates.cardProvider, cardDetails(values))).token;
      } catch (error) {
        attempt.settle(error);
        setFailure(failureMessage(error) || t('card.errors.rejected'));
        return;
      } finally {
        setTokenizing(false);
      }
      body = {
        credits: wanted.credits,
        currency: wanted.currency,
        cardToken: current.memo,
        holder: values.holder.trim(),
        saveCard: values.saveCard,
      };
    }
    charge.mutate(
      { body, key: current.key },
      {
        onSuccess: ({ payment }) => {
          attempt.settle();
          toast.success(t('card.approved', { count: payment.credits ?? wanted.credits }));
          form.setValues({ number: '', cvc: '', expiry: '' });
          form.resetDirty();
        },
        onError: (error) => {
          attempt.settle(error);
          setFailure(failureMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(pay)} noValidate aria-label={t('card.formLabel')}>
      <Stack gap="md">
        {cards.length > 0 && <SavedCards workspaceId={workspaceId} cards={cards} value={isNew ? NEW_CARD : source} onChange={setSource} />}
        {isNew && (
          <Stack gap="md" maw={560}>
            {rates.cardProvider.name === 'sandbox' && <SandboxHint />}
            <TextInput label={t('card.holder')} autoComplete="cc-name" required {...form.getInputProps('holder')} />
            <TextInput
              label={t('card.number')}
              autoComplete="cc-number"
              inputMode="numeric"
              required
              {...form.getInputProps('number')}
              onChange={(event) => form.setFieldValue('number', groupCardNumber(event.currentTarget.value))}
            />
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label={t('card.expiry')}
                placeholder={t('card.expiryPlaceholder')}
                autoComplete="cc-exp"
                inputMode="numeric"
                required
                {...form.getInputProps('expiry')}
                onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
              />
              <TextInput
                label={t('card.cvc')}
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={4}
                required
                {...form.getInputProps('cvc')}
              />
            </SimpleGrid>
            <Checkbox label={t('card.save')} {...form.getInputProps('saveCard', { type: 'checkbox' })} />
          </Stack>
        )}
        {failure && (
          <NoticeAlert tone="error" title={t('card.failedTitle')}>
            {failure}
          </NoticeAlert>
        )}
        <Group>
          <Button type="submit" loading={tokenizing || charge.isPending}>
            {t('card.pay')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
