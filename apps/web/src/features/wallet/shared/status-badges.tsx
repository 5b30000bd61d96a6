import type { PaymentStatus, WalletRates } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../../../lib/ui/badges.tsx';

const COMPANY_TONES = { test: 'warning', regular: 'success', exempt: 'info' } as const satisfies Record<string, StatusTone>;

/** The company's billing status: test until its first purchase, then regular; or exempt from payment. */
export function CompanyStatusBadge({ rates }: { rates: Pick<WalletRates, 'companyStatus' | 'paymentExemption'> }) {
  const { t } = useTranslation('wallet');
  const status = rates.paymentExemption ? 'exempt' : rates.companyStatus;
  return <StatusBadge tone={COMPANY_TONES[status]} label={t(`companyStatus.${status}`)} />;
}

const PAYMENT_TONES = {
  request: 'warning',
  concluded: 'success',
  error: 'danger',
  cancelled: 'neutral',
} as const satisfies Record<PaymentStatus, StatusTone>;

/** A payment's state: request, concluded, error, cancelled. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('wallet');
  return <StatusBadge tone={PAYMENT_TONES[status]} label={t(`paymentStatus.${status}`)} />;
}
