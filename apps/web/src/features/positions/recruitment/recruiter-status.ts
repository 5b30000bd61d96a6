import type { RecruiterPositionItem } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '../../../lib/ui/badges.tsx';

/** A position's badge in the recruitment module: its status, or where a draft stands in the approval flow. */
export function useRecruiterStatus(item: Pick<RecruiterPositionItem, 'status' | 'approvalStatus'>): { tone: StatusTone; label: string } {
  const { t } = useTranslation('positions');
  if (item.status === 'draft' && item.approvalStatus === 'pending') return { tone: 'info', label: t('recruitment.approval.pending') };
  if (item.status === 'draft' && item.approvalStatus === 'rejected') return { tone: 'danger', label: t('recruitment.approval.rejected') };
  const tones: Record<RecruiterPositionItem['status'], StatusTone> = {
    draft: 'neutral',
    active: 'success',
    paused: 'warning',
    archived: 'neutral',
  };
  return { tone: tones[item.status], label: t(`status.${item.status}`) };
}
