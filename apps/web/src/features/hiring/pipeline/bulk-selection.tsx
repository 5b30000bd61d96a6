import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { IconArrowRight, IconX } from '@tabler/icons-react';
import { MAX_BULK_CANDIDATES, type PipelineCandidate } from '@trilha/contract';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { BulkDialog } from './bulk-dialog.tsx';

/** A selected candidate: what the action bar and the preview need. */
export interface SelectedCandidate {
  applicationId: string;
  name: string;
}

interface Selection {
  selected: ReadonlyMap<string, SelectedCandidate>;
  set: (candidates: SelectedCandidate[], checked: boolean) => void;
  clear: () => void;
}

const SelectionContext = createContext<Selection | null>(null);

/** Only candidates under analysis move or are declined (closed ones are hired or declined already). */
const selectable = (candidate: PipelineCandidate) => candidate.status === 'under_analysis';

/**
 * The pipeline's selection: candidates chosen across stages and pages, for a bulk move or decline. Only
 * for those who manage the position; for the others the checkboxes and the bar are not there.
 */
export function BulkSelectionProvider({ children }: { children: ReactNode }) {
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedCandidate>>(new Map());
  const value = useMemo<Selection>(
    () => ({
      selected,
      set: (candidates, checked) =>
        setSelected((current) => {
          const next = new Map(current);
          for (const candidate of candidates) {
            if (checked) next.set(candidate.applicationId, candidate);
            else next.delete(candidate.applicationId);
          }
          return next;
        }),
      clear: () => setSelected(new Map()),
    }),
    [selected],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** The selection, when the caller may act on many (else null: nothing to show). */
function useSelection() {
  const selection = useContext(SelectionContext);
  const mayManage = useCan('recruitment.positions.manage');
  return mayManage ? selection : null;
}

/** The checkbox beside one candidate's card, or over its top right corner (`corner`, a board's narrow column). */
export function SelectCandidate({ candidate, corner = false }: { candidate: PipelineCandidate; corner?: boolean }) {
  const { t } = useTranslation('hiring');
  const selection = useSelection();
  if (!selection || !selectable(candidate)) return null;
  return (
    <Checkbox
      aria-label={t('bulk.select', { name: candidate.name })}
      checked={selection.selected.has(candidate.applicationId)}
      onChange={(event) => selection.set([candidate], event.currentTarget.checked)}
      mt={corner ? 0 : 12}
      style={corner ? { position: 'absolute', top: 10, right: 10 } : undefined}
    />
  );
}

/** "Todos desta página": every candidate of one stage's loaded page, selected or not at once. */
export function SelectPage({ candidates, stageLabel }: { candidates: PipelineCandidate[]; stageLabel: string }) {
  const { t } = useTranslation('hiring');
  const selection = useSelection();
  const open = candidates.filter(selectable);
  if (!selection || open.length === 0) return null;
  const chosen = open.filter((candidate) => selection.selected.has(candidate.applicationId)).length;
  return (
    <Checkbox
      size="xs"
      label={t('bulk.selectPage')}
      aria-label={t('bulk.selectPageOf', { stage: stageLabel })}
      checked={chosen === open.length}
      indeterminate={chosen > 0 && chosen < open.length}
      onChange={(event) => selection.set(open, event.currentTarget.checked)}
    />
  );
}

/** The bar over the pipeline while candidates are selected: how many, move, decline, clear. */
export function BulkActionBar({ positionId, positionTitle }: { positionId: string; positionTitle: string }) {
  const { t } = useTranslation('hiring');
  const selection = useSelection();
  const [action, setAction] = useState<'move' | 'decline' | null>(null);
  if (!selection || selection.selected.size === 0) return null;
  const candidates = [...selection.selected.values()];
  const tooMany = candidates.length > MAX_BULK_CANDIDATES;
  return (
    <Paper withBorder radius="md" p="sm" bg="brand.0" role="region" aria-label={t('bulk.selected', { count: candidates.length })}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {t('bulk.selected', { count: candidates.length })}
          {tooMany && ` · ${t('bulk.limit', { max: MAX_BULK_CANDIDATES })}`}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            disabled={tooMany}
            leftSection={<IconArrowRight size={14} aria-hidden="true" />}
            onClick={() => setAction('move')}
          >
            {t('bulk.move')}
          </Button>
          <Button size="xs" color="red.9" disabled={tooMany} onClick={() => setAction('decline')}>
            {t('bulk.decline')}
          </Button>
          <Button size="xs" variant="subtle" leftSection={<IconX size={14} aria-hidden="true" />} onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
      {action && (
        <BulkDialog
          action={action}
          positionId={positionId}
          positionTitle={positionTitle}
          candidates={candidates}
          onClose={() => setAction(null)}
          onDone={selection.clear}
        />
      )}
    </Paper>
  );
}
