import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PositionStep } from '@trilha/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../lib/ui/test-utils.tsx';
import { ProfileStep } from './profile-step.tsx';
import { FaqStep, QuestionsStep, VideosStep } from './step-forms.tsx';
import { VideoAnswerStep } from './video-answer-step.tsx';

// jsdom has no font loading, which the autosizing text areas listen to
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });

type StepOf<K extends PositionStep['kind']> = Extract<PositionStep, { kind: K }>;

describe('the step forms', () => {
  it('videos and FAQ are done with one confirmation each', async () => {
    const onDone = vi.fn();
    const videos: StepOf<'videos'> = {
      kind: 'videos',
      minutes: 5,
      accommodation: null,
      videos: [{ title: 'Conheça a Acme', url: 'https://example.com/v' }],
    };
    await renderUi(<VideosStep step={videos} busy={false} onDone={onDone} />);
    expect(screen.getByRole('link', { name: /Conheça a Acme/ }).getAttribute('href')).toBe('https://example.com/v');
    await userEvent.click(screen.getByRole('button', { name: 'Assisti aos vídeos' }));
    expect(onDone).toHaveBeenLastCalledWith({ kind: 'videos' });

    const faq: StepOf<'faq'> = { kind: 'faq', minutes: 2, accommodation: null, items: [{ question: 'É remoto?', answer: 'Sim.' }] };
    await renderUi(<FaqStep step={faq} busy={false} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'É remoto?' }));
    expect(await screen.findByText('Sim.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Li as perguntas' }));
    expect(onDone).toHaveBeenLastCalledWith({ kind: 'faq' });
  });

  it('questions: every answer is required, then they go in order', async () => {
    const onDone = vi.fn();
    const step: StepOf<'questions'> = {
      kind: 'questions',
      minutes: 10,
      accommodation: null,
      questions: [
        { text: 'Por que a Acme?', kind: 'text' },
        { text: 'Qual seu maior projeto?', kind: 'text' },
      ],
    };
    await renderUi(<QuestionsStep step={step} busy={false} onDone={onDone} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Por que a Acme\?/ }), 'Pela missão');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Qual seu maior projeto\?/ }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: /Qual seu maior projeto\?/ }), '  Um app  ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(onDone).toHaveBeenCalledWith({ kind: 'questions', answers: ['Pela missão', 'Um app'] });
  });

  it('questions: one answered by voice; a failed submit says how many answers are missing and focuses the first', async () => {
    const onDone = vi.fn();
    const upload = vi.fn(async () => ({ id: '5b1f2f0e-3c4d-4e5f-8a9b-0c1d2e3f4a5b' }));
    const step: StepOf<'questions'> = {
      kind: 'questions',
      minutes: 10,
      accommodation: null,
      questions: [
        { text: 'Por que a Acme?', kind: 'text' },
        { text: 'Qual seu maior projeto?', kind: 'text' },
      ],
    };
    await renderUi(<QuestionsStep step={step} busy={false} onDone={onDone} upload={upload} />);
    // the second question by voice
    const byVoice = screen.getAllByRole('radio', { name: 'Gravar ou enviar um áudio' })[1];
    if (!byVoice) throw new Error('no audio alternative');
    await userEvent.click(byVoice);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByText('O formulário tem 2 erros: confira os campos indicados.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Por que a Acme\?/ })));
    expect(screen.getByText('Grave ou escolha um áudio antes de enviar')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Por que a Acme\?/ }), 'Pela missão');
    const audio = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2])], 'projeto.webm', { type: 'audio/webm' });
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, audio);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        kind: 'questions',
        answers: ['Pela missão', { audioFileId: '5b1f2f0e-3c4d-4e5f-8a9b-0c1d2e3f4a5b' }],
      }),
    );
    expect(upload).toHaveBeenCalledWith(audio);
  });

  it('profile: uploads the resume first, then sends its id with the cover letter', async () => {
    const onDone = vi.fn();
    const upload = vi.fn(async () => ({ id: '7d0c2a5e-1b7e-4b8e-9a51-2f2a4e0f9c11' }));
    const step: StepOf<'profile'> = { kind: 'profile', minutes: 10, accommodation: null, resume: true, coverLetter: true };
    await renderUi(<ProfileStep step={step} busy={false} onDone={onDone} upload={upload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(upload).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    const file = new File(['%PDF-1.4'], 'curriculo.pdf', { type: 'application/pdf' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file);
    await userEvent.type(screen.getByRole('textbox', { name: /Carta de apresentação/ }), 'Quero crescer aqui');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({
        kind: 'profile',
        coverLetter: 'Quero crescer aqui',
        resumeFileId: '7d0c2a5e-1b7e-4b8e-9a51-2f2a4e0f9c11',
      }),
    );
    expect(upload).toHaveBeenCalledWith(file);
  });

  it('video answer: asks for a video, then uploads a chosen file and sends its id', async () => {
    const onDone = vi.fn();
    const upload = vi.fn(async () => ({ id: '0b5f8f0e-3a3c-4d0e-8b8e-7f6c5d4e3a21' }));
    const step: StepOf<'video_answer'> = {
      kind: 'video_answer',
      minutes: 5,
      accommodation: null,
      prompt: 'Apresente-se em um minuto',
      maxSeconds: 60,
    };
    URL.createObjectURL ??= () => 'blob:preview';
    URL.revokeObjectURL ??= () => undefined;
    await renderUi(<VideoAnswerStep step={step} busy={false} onDone={onDone} upload={upload} />);
    expect(screen.getByText('Até 60 segundos')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Grave ou escolha um vídeo antes de enviar')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    // no camera in jsdom: recording says so and leaves the upload
    await userEvent.click(screen.getByRole('button', { name: 'Gravar resposta' }));
    expect(await screen.findByText(/Não foi possível usar a câmera/)).toBeTruthy();
    const video = new File(['webm'], 'resposta.webm', { type: 'video/webm' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [video] } });
    expect(await screen.findByRole('button', { name: 'Gravar de novo' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ kind: 'video_answer', videoFileId: '0b5f8f0e-3a3c-4d0e-8b8e-7f6c5d4e3a21', transcript: null }),
    );
    expect(upload).toHaveBeenCalledWith(video);
  });
});
