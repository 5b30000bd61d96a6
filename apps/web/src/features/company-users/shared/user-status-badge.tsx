import type { CompanyUserItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../lib/ui/badges.tsx';

/** Active, waiting for first access (a member who never signed in) or removed. */
export function UserStatusBadge({ user }: { user: Pick<CompanyUserItem, 'status' | 'waitingFirstAccess'> }) {
  const { t } = useTranslation('company-users');
  if (user.status === 'removed') return <StatusBadge tone="danger" label={t('status.removed')} />;
  if (user.waitingFirstAccess) return <StatusBadge tone="warning" label={t('status.waiting')} />;
  return <StatusBadge tone="success" label={t('status.active')} />;
}
