import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { walletVoucherBody } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useAddWalletVoucher } from '../api/add-wallet-voucher.ts';
import { usePaymentAttempt } from '../shared/payment-attempt.ts';

/** Redeems a voucher code: its credits enter the ledger at once; not found, expired or used say so on the field. */
export function VoucherForm({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('wallet');
  const form = useForm({ initialValues: { voucher: '' }, validate: zodValidate(walletVoucherBody) });
  const attempt = usePaymentAttempt();
  const redeem = useAddWalletVoucher(workspaceId);
  const submit = form.onSubmit(({ voucher }) => {
    const code = voucher.trim();
    const current = attempt.start(code);
    redeem.mutate(
      { voucher: code, key: current.key },
      {
        onSuccess: ({ credits }) => {
          attempt.settle();
          toast.success(t('voucher.redeemed', { count: credits }));
          form.reset();
        },
        onError: (error) => {
          attempt.settle(error);
          form.setFieldError('voucher', failureMessage(error));
        },
      },
    );
  });
  return (
    <SectionCard title={t('voucher.title')} description={t('voucher.description')}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('voucher.label')}
            autoComplete="off"
            autoCapitalize="characters"
            required
            style={{ flex: '1 1 14rem', maxWidth: 320 }}
            {...form.getInputProps('voucher')}
          />
          <Button type="submit" variant="default" mt={{ base: 0, xs: 25 }} loading={redeem.isPending}>
            {t('voucher.submit')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
