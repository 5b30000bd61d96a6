import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PositionStep } from '@trilha/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { AlternativesNote } from './alternatives-note.tsx';
import { VideoAnswerStep } from './video-answer-step.tsx';

// jsdom has no font loading, which the autosizing text areas listen to
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

const step: Extract<PositionStep, { kind: 'video_answer' }> = {
  kind: 'video_answer',
  minutes: 5,
  accommodation: null,
  prompt: 'Apresente-se em um minuto',
  maxSeconds: 60,
};

describe('the video step’s alternatives', () => {
  it('the note says what the step takes, from the same list the server accepts', async () => {
    await renderUi(<AlternativesNote step={step} />);
    expect(
      screen.getByText(
        'Você escolhe como responder: um vídeo (gravado aqui ou enviado em arquivo) ou uma resposta por escrito. O limite de tempo é o mesmo para todas: até 60 segundos. Pessoas com deficiência informada no perfil têm 50% a mais de tempo.',
      ),
    ).toBeTruthy();
  });

  it('offers the written answer to everyone; it is required before sending and goes as text', async () => {
    const onDone = vi.fn();
    const upload = vi.fn();
    await renderUi(<VideoAnswerStep step={step} busy={false} onDone={onDone} upload={upload} />);
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual(['video', 'written']);
    expect(screen.getByRole('radio', { name: 'Gravar ou enviar um vídeo' })).toHaveProperty('checked', true);
    expect(screen.queryByText('Sugerida pelo seu perfil')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Responder por escrito' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Escreva sua resposta antes de enviar')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Sua resposta por escrito' });
    await userEvent.type(field, '  Sou analista de dados.  ');
    expect(screen.getByText(/Tempo restante: [01]:[0-9]{2}/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'video_answer', text: 'Sou analista de dados.' }));
    expect(upload).not.toHaveBeenCalled();
  });

  it('for a candidate whose profile says PcD, the written answer comes first, chosen and marked', async () => {
    await renderUi(<VideoAnswerStep step={step} busy={false} onDone={vi.fn()} upload={vi.fn()} highlight />);
    const options = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((option) => option.value)).toEqual(['written', 'video']);
    expect(options[0]?.checked).toBe(true);
    expect(screen.getByText('Sugerida pelo seu perfil')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Sua resposta por escrito' })).toBeTruthy();
  });

  it('the written answer has the video’s time limit, with extra time for a PcD profile: at the end the text stays, read-only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onDone = vi.fn();
      await renderUi(<VideoAnswerStep step={{ ...step, maxSeconds: 30 }} busy={false} onDone={onDone} upload={vi.fn()} highlight />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      // 30 seconds and half as much again for the candidate whose profile says PcD
      expect(screen.getByText('Seu perfil informa uma deficiência: seu limite é de 45 segundos.')).toBeTruthy();
      const field = screen.getByRole('textbox', { name: 'Sua resposta por escrito' });
      await user.type(field, 'Olá');
      await vi.advanceTimersByTimeAsync(31_000);
      expect(field).toHaveProperty('readOnly', false);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await screen.findByText('O tempo acabou: sua resposta ficou como está. Confira e envie.')).toBeTruthy();
      expect(field).toHaveProperty('readOnly', true);
      await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
      expect(onDone).toHaveBeenCalledWith({ kind: 'video_answer', text: 'Olá' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the server’s clock when the answer begins, once, and counts the time the server says is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // a reload in the middle of the answer: the server's clock, started before, has 5 seconds left
      const clock = { step: 'video_answer', startedAt: '', limitSeconds: 60, endsAt: '', remainingSeconds: 5 } as const;
      const onStart = vi.fn(async () => clock);
      await renderUi(<VideoAnswerStep step={step} busy={false} onDone={vi.fn()} upload={vi.fn()} highlight onStart={onStart} />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      // reading the prompt costs nothing: the clock starts with the first letter
      expect(onStart).not.toHaveBeenCalled();
      const field = screen.getByRole('textbox', { name: 'Sua resposta por escrito' });
      await user.type(field, 'Sou');
      expect(onStart).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Tempo restante: 0:05')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(6_000);
      expect(await screen.findByText('O tempo acabou: sua resposta ficou como está. Confira e envie.')).toBeTruthy();
      expect(field).toHaveProperty('readOnly', true);
      expect(onStart).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries to start the clock again at the next letter when the start did not reach the server', async () => {
    const onStart = vi.fn(async () => null);
    await renderUi(<VideoAnswerStep step={step} busy={false} onDone={vi.fn()} upload={vi.fn()} highlight onStart={onStart} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Sua resposta por escrito' }), 'Ok');
    expect(onStart).toHaveBeenCalledTimes(2);
  });

  it('starts the clock when a video file is chosen', async () => {
    const onStart = vi.fn(async () => null);
    const { container } = await renderUi(<VideoAnswerStep step={step} busy={false} onDone={vi.fn()} upload={vi.fn()} onStart={onStart} />);
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'resposta.webm', { type: 'video/webm' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });
});
