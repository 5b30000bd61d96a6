import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../ui/test-utils.tsx';
import { RemovalSurveyModal } from './removal-survey-modal.tsx';

const texts = {
  title: 'Antes de você ir',
  question: 'Por quê?',
  comment: 'Comentário',
  submit: 'Confirmar remoção',
  dismiss: 'Cancelar',
  close: 'Fechar',
};
const reasons = [{ value: 'not_using', label: 'Não uso mais' }];
const survey = (onSubmit: (answers: unknown) => void) => (
  <RemovalSurveyModal opened busy={false} onClose={() => {}} onSubmit={onSubmit} texts={texts} reasons={reasons} />
);

beforeAll(() => {
  // jsdom has no FontFaceSet, which Mantine's autosize textarea listens to
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
});

describe('RemovalSurveyModal: the reason is optional (removing an account must not depend on a survey)', () => {
  it('confirms without any answer', async () => {
    const onSubmit = vi.fn();
    await renderUi(survey(onSubmit));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar remoção' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(null));
    expect(screen.queryByText('Este campo é obrigatório')).toBeNull();
  });

  it('sends a comment without a reason, and the reason when one is chosen', async () => {
    const onSubmit = vi.fn();
    await renderUi(survey(onSubmit));
    fireEvent.change(await screen.findByLabelText('Comentário'), { target: { value: '  Achei outra plataforma ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar remoção' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ comment: 'Achei outra plataforma' }));
    fireEvent.click(screen.getByLabelText('Não uso mais'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar remoção' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ reason: 'not_using', comment: 'Achei outra plataforma' }));
  });
});
