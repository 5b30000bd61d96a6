import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RecruiterPositionDetails } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { approvalFlowQuery } from '../api/get-approval-flow.ts';

/** Where a position stands in the approval flow, and whether the caller may change it. */
export function PositionNotices({ position, editable }: { position?: RecruiterPositionDetails; editable: boolean }) {
  const { t } = useTranslation('positions');
  const mayPublish = useCan('recruitment.drafts.manage');
  const isDraft = !position || position.status === 'draft';
  const flow = useQuery({ ...approvalFlowQuery(), enabled: isDraft });
  const groups = (flow.data?.items ?? []).map((group) => group.name).join(', ');
  const notices = [];
  if (!editable) notices.push(<NoticeAlert key="readonly" tone="info" title={t('recruitment.form.readOnly')} />);
  if (position?.status === 'draft' && position.approvalStatus === 'pending')
    notices.push(
      <NoticeAlert key="pending" tone="info" title={t('recruitment.approval.pending')}>
        {groups ? t('recruitment.approval.pendingWith', { groups }) : t('recruitment.approval.pendingAny')}
        {position.canApprove ? ` ${t('recruitment.approval.youDecide')}` : ''}
      </NoticeAlert>,
    );
  else if (position?.status === 'draft' && position.approvalStatus === 'rejected')
    notices.push(
      <NoticeAlert key="rejected" tone="warning" title={t('recruitment.approval.rejected')}>
        {position.approvalNote ? t('recruitment.rejectedNote', { note: position.approvalNote }) : t('recruitment.approval.rejectedHint')}
      </NoticeAlert>,
    );
  else if (isDraft && editable && mayPublish && flow.isSuccess)
    notices.push(
      <NoticeAlert key="flow" tone="info">
        {groups ? t('recruitment.approval.onPublish', { groups }) : t('recruitment.approval.onPublishDirect')}
      </NoticeAlert>,
    );
  return notices.length > 0 ? <Stack gap="xs">{notices}</Stack> : null;
}
