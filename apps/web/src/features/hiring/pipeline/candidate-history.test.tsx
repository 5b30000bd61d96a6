import { screen } from '@testing-library/react';
import type { ApplicationEvent } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { CandidateHistory } from './candidate-history.tsx';

const event = (overrides: Partial<ApplicationEvent>): ApplicationEvent => ({
  id: 'e1',
  kind: 'started',
  detail: 'interested',
  note: null,
  at: '2026-11-20T12:00:00.000Z',
  actorName: null,
  ...overrides,
});

describe('the candidate history', () => {
  it('says the application started, without ": Interesse" after it; other moves keep their detail', async () => {
    await renderUi(
      <CandidateHistory history={[event({}), event({ id: 'e2', kind: 'stage', detail: 'interview', at: '2026-11-21T12:00:00.000Z' })]} />,
    );
    expect(await screen.findByText('Começou a candidatura')).toBeTruthy();
    expect(screen.queryByText(/Começou a candidatura:/)).toBeNull();
    expect(screen.getByText(/^Movido\(a\) de etapa: /)).toBeTruthy();
  });
});
