import type { AssignmentStatus } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { OverdueBadge, StatusBadge, type StatusTone } from '../../../lib/ui/badges.tsx';

const TONE: Record<Exclude<AssignmentStatus, 'overdue'>, StatusTone> = { not_started: 'neutral', in_progress: 'info', done: 'success' };

/** Where a person stands on an assignment; overdue reads as the solid badge of a promise not kept. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation('assignments');
  if (status === 'overdue') return <OverdueBadge label={t('status.overdue')} />;
  return <StatusBadge tone={TONE[status]} label={t(`status.${status}`)} />;
}
