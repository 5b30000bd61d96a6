import { Button, Group, Textarea } from '@mantine/core';
import type { RecruiterPositionItem } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { type PositionAction, usePositionAction } from '../api/position-action.ts';

type ButtonKey = 'publish' | 'approve' | 'reject' | 'pause' | 'archive' | 'resume' | 'reopen';
type Item = Pick<RecruiterPositionItem, 'id' | 'title' | 'status' | 'approvalStatus' | 'canManage' | 'canApprove'>;

const ACTIONS: Record<ButtonKey, PositionAction> = {
  publish: { kind: 'publish' },
  approve: { kind: 'approval', decision: 'approve', note: null },
  reject: { kind: 'approval', decision: 'reject', note: null },
  pause: { kind: 'status', status: 'paused' },
  archive: { kind: 'status', status: 'archived' },
  resume: { kind: 'status', status: 'active' },
  reopen: { kind: 'status', status: 'active' },
};

/** What the caller may do to a position now, as the server's verdicts (canManage, canApprove) and their role allow. */
function availableActions(item: Item, mayPublish: boolean): ButtonKey[] {
  const keys: ButtonKey[] = [];
  if (mayPublish && item.canManage && item.status === 'draft' && item.approvalStatus !== 'pending') keys.push('publish');
  if (item.canApprove) keys.push('approve', 'reject');
  if (!item.canManage) return keys;
  if (item.status === 'active') keys.push('pause', 'archive');
  if (item.status === 'paused') keys.push('resume', 'archive');
  if (item.status === 'archived') keys.push('reopen');
  return keys;
}

/**
 * The lifecycle buttons of one position: publish, approve or send back with a note, pause, resume, close (asked
 * first) and reopen. `withPublish` is off where publishing goes with saving the form.
 */
export function PositionActions({ item, withPublish = true }: { item: Item; withPublish?: boolean }) {
  const { t } = useTranslation('positions');
  const act = usePositionAction();
  const mayPublish = useCan('recruitment.drafts.manage') && withPublish;
  const [running, setRunning] = useState<ButtonKey | null>(null);
  const [asking, setAsking] = useState<'archive' | 'reject' | null>(null);
  const [note, setNote] = useState('');
  const keys = availableActions(item, mayPublish);
  if (keys.length === 0) return null;

  // awaited rather than mutate's callbacks: the list refresh can unmount this row (a paused position leaves the
  // active tab) before they run, and the confirmation must still show
  const run = async (key: ButtonKey, action: PositionAction = ACTIONS[key]) => {
    setRunning(key);
    try {
      const saved = await act.mutateAsync({ id: item.id, action });
      toast.success(t(`recruitment.done.${key === 'publish' && saved.status === 'draft' ? 'sent' : key}`));
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setRunning(null);
    }
  };

  return (
    <>
      <Group gap={6}>
        {keys.map((key) => (
          <Button
            key={key}
            size="xs"
            variant={key === 'publish' || key === 'approve' ? 'filled' : 'default'}
            loading={running === key}
            disabled={running !== null && running !== key}
            onClick={() => (key === 'archive' || key === 'reject' ? setAsking(key) : run(key))}
            aria-label={t(`recruitment.actionOf.${key}`, { title: item.title })}
          >
            {t(`recruitment.action.${key}`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={asking === 'archive'}
        title={t('recruitment.archiveTitle')}
        confirmLabel={t('recruitment.action.archive')}
        confirmColor="red.9"
        onConfirm={() => run('archive')}
        onClose={() => setAsking(null)}
      >
        {t('recruitment.archiveText', { title: item.title })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'reject'}
        title={t('recruitment.rejectTitle', { title: item.title })}
        confirmLabel={t('recruitment.action.reject')}
        confirmColor="red.9"
        onConfirm={() => {
          run('reject', { kind: 'approval', decision: 'reject', note: note.trim() || null });
          setNote('');
        }}
        onClose={() => setAsking(null)}
      >
        <Textarea
          label={t('recruitment.rejectNote')}
          description={t('recruitment.rejectNoteHint')}
          autosize
          minRows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </ConfirmDialog>
    </>
  );
}
