import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PositionStep } from '@trilha/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { ProfileStep } from './profile-step.tsx';

// jsdom has no font loading, which the autosizing text areas listen to
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const step: Extract<PositionStep, { kind: 'profile' }> = {
  kind: 'profile',
  minutes: 5,
  accommodation: null,
  resume: true,
  coverLetter: false,
};

describe('the resume step with the Trilha profile', () => {
  it('with a complete profile, "Usar meu perfil Trilha" is the default and goes with the optional cover letter', async () => {
    const onDone = vi.fn();
    const upload = vi.fn();
    await renderUi(<ProfileStep step={step} busy={false} onDone={onDone} upload={upload} profileComplete />);
    expect(screen.getByRole('radio', { name: /Usar meu perfil Trilha/ })).toHaveProperty('checked', true);
    expect(document.querySelector('input[type="file"]')).toBeNull();
    const letter = screen.getByRole('textbox', { name: 'Carta de apresentação' });
    expect(letter.getAttribute('maxlength')).toBe('3000');
    await userEvent.type(letter, 'Quero crescer com dados.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        kind: 'profile',
        useProfile: true,
        coverLetter: 'Quero crescer com dados.',
        resumeFileId: null,
      }),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('without a complete profile, the PDF is the default; choosing the profile says what is missing', async () => {
    const onDone = vi.fn();
    await renderUi(<ProfileStep step={step} busy={false} onDone={onDone} upload={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Enviar um arquivo (PDF, DOCX, ODT ou TXT)' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(onDone).not.toHaveBeenCalled();
    // a failed submit moves focus to the first invalid field (the resume), whose error is linked to it
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    await userEvent.click(screen.getByRole('radio', { name: /Usar meu perfil Trilha/ }));
    expect(screen.getByText('Seu perfil Trilha ainda não tem cargo e uma experiência ou formação.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Completar meu perfil' }).getAttribute('href')).toBe('/account/profile');
  });
});
