import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PaymentMethod, resolveLanguage, type WalletRates, type WalletSavedCard } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { amountError, CUSTOM, chosenCredits, inReaisOnly, isSlip, OFFERED_METHODS, type OrderValues } from './amount.ts';
import { AmountPicker } from './amount-picker.tsx';
import { CardPayment } from './card-payment.tsx';
import type { Order } from './order.ts';
import { PaypalPayment } from './paypal-payment.tsx';
import { PixPayment } from './pix-payment.tsx';
import { SlipPayment } from './slip-payment.tsx';

interface Props {
  workspaceId: string;
  rates: WalletRates;
  cards: WalletSavedCard[];
}

/** Buying credits: how many (a package or a custom amount), in which currency, and how to pay. */
export function PurchaseForm({ workspaceId, rates, cards }: Props) {
  const { t, i18n } = useTranslation('wallet');
  const form = useForm<OrderValues>({
    initialValues: { choice: String(rates.packages[1] ?? rates.packages[0] ?? CUSTOM), custom: '', currency: 'BRL', method: 'card' },
    validate: { custom: (_, values) => amountError(values, resolveLanguage(i18n.language)) },
  });
  // the method's panel asks for the order when the user pays: null (and the amount's message shown) when invalid
  const order = (): Order | null => {
    if (form.validate().hasErrors) return null;
    const { method, currency } = form.values;
    return { credits: chosenCredits(form.values), currency: inReaisOnly(method) ? 'BRL' : currency, method };
  };
  const chooseMethod = (method: PaymentMethod) => {
    form.setFieldValue('method', method);
    if (inReaisOnly(method)) form.setFieldValue('currency', 'BRL');
  };
  const { method } = form.values;
  return (
    <>
      <SectionCard title={t('amount.title')}>
        <AmountPicker form={form} rates={rates} />
      </SectionCard>
      <SectionCard title={t('method.title')}>
        <Stack gap="lg">
          <Radio.Group value={method} onChange={(value) => chooseMethod(value as PaymentMethod)} label={t('method.label')}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
              {OFFERED_METHODS.map((value) => (
                <Radio.Card key={value} value={value} radius="md" p="sm" disabled={value === 'pix' && !rates.pixOffered}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Radio.Indicator disabled={value === 'pix' && !rates.pixOffered} />
                    <Stack gap={0}>
                      <Text fw={700}>{t(`method.${value}.label`)}</Text>
                      <Text size="xs" c="gray.7">
                        {value === 'pix' && !rates.pixOffered ? t('method.pix.unavailable') : t(`method.${value}.hint`)}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          {method === 'card' && <CardPayment workspaceId={workspaceId} rates={rates} cards={cards} order={order} />}
          {isSlip(method) && <SlipPayment key={method} method={method} workspaceId={workspaceId} order={order} />}
          {method === 'paypal' && <PaypalPayment order={order} />}
          {method === 'pix' && <PixPayment workspaceId={workspaceId} order={order} />}
        </Stack>
      </SectionCard>
    </>
  );
}
