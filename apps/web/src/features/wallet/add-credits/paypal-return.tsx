import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useExecuteWalletPaypal } from '../api/execute-wallet-paypal.ts';
import { trackWalletEvent } from '../api/track-wallet-event.ts';

type Outcome = { tone: 'success' | 'error' | 'warning'; title: string; message: string };

/**
 * Back from the PayPal-like approval page: `?paymentId&PayerID` completes the purchase, `?cancelled=1` says it was
 * cancelled. The key is the approved payment's own id: coming back twice (a reload) gets the first answer again.
 */
export function PaypalReturn({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const execute = useExecuteWalletPaypal(workspaceId);
  const handled = useRef(false);
  const paymentId = params.get('paymentId');
  const payerId = params.get('PayerID');
  const cancelled = params.get('cancelled') === '1';

  useEffect(() => {
    if (handled.current || (!cancelled && !(paymentId && payerId))) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (cancelled || !paymentId || !payerId) {
      trackWalletEvent('checkout_cancelled', { method: 'paypal' });
      setOutcome({ tone: 'warning', title: t('paypal.cancelledTitle'), message: t('paypal.cancelled') });
      return;
    }
    execute.mutate(
      { paymentId, payerId, key: `paypal-execute:${paymentId}` },
      {
        onSuccess: ({ payment }) => {
          const message = t('paypal.approved', { count: payment.credits ?? 0 });
          toast.success(message);
          setOutcome({ tone: 'success', title: t('paypal.approvedTitle'), message });
        },
        onError: (error) => setOutcome({ tone: 'error', title: t('paypal.failedTitle'), message: failureMessage(error) }),
      },
    );
  }, [cancelled, paymentId, payerId, execute, setParams, t]);

  if (execute.isPending) return <NoticeAlert tone="info" title={t('paypal.executing')} />;
  if (!outcome) return null;
  return (
    <NoticeAlert
      tone={outcome.tone}
      title={outcome.title}
      withCloseButton
      closeButtonLabel={t('common:actions.close')}
      onClose={() => setOutcome(null)}
    >
      {outcome.message}
    </NoticeAlert>
  );
}
