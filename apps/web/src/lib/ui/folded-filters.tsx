import { Button, Collapse, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FoldedFiltersProps {
  /** the id of the folded panel (aria-controls) */
  id: string;
  /** the button's words, e.g. "Filtros"; the number of active filters follows in brackets */
  title: string;
  active: number;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** on the button's row, at its right (e.g. "Criar alerta"), so the results are not pushed down by a row of their own */
  actions?: ReactNode;
  children: ReactNode;
}

/** A search's filters folded behind one button that says how many are on; the panel opens below it. */
export function FoldedFilters({ id, title, active, open, onToggle, actions, children }: FoldedFiltersProps) {
  return (
    <>
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => onToggle(!open)}
        >
          {title}
          {active > 0 ? ` (${active})` : ''}
        </Button>
        {actions}
      </Group>
      <Collapse expanded={open} id={id}>
        {children}
      </Collapse>
    </>
  );
}
