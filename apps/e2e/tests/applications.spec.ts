import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chromiumLaunch, FULL_CHROMIUM } from '../support/chromium.ts';
import { describeViolations, expect, test } from '../support/fixtures.ts';
import { DATA_ANALYST_PROFILE, freshCandidate } from '../support/fresh-data.ts';
import { resumePdf } from '../support/resume-pdf.ts';
import { expectAccessible, PASSWORD, registerByApi, signIn } from './identity-support.ts';
import { apiToken, DEMO } from './workspaces-support.ts';

// Applying in steps: a candidate applies to a demo position with a FAQ, her profile, questions and a video answer,
// leaves halfway, finds it under "Não finalizadas", resumes and sends it; another gives up.
// The candidates are the journeys' own (support/fresh-data.ts): an application is for good, the demo's stay as seeded.

/** Acme's "Analista de Dados Pleno": every step kind but company videos, which Acme has none of (apps/server/src/seed/positions-seed.ts). */
const DATA_ANALYST = '/my/discovery/position/40000000-0000-4000-8000-000000000001';
const COVER_LETTER = 'Trabalho com dados de varejo há cinco anos e quero levar essa experiência para o time de produto da Acme.';
const VIDEO = readFileSync(new URL('../fixtures/video-answer.webm', import.meta.url));

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const cardOf = (page: Page, title: string) => page.locator('[data-card="application"]').filter({ hasText: title });

test('a candidate applies in steps with her Trilha profile, leaves halfway, resumes and sends it; the recruiter reads the profile', async ({
  page,
  browser,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  // a data analyst with a complete profile, like the demo's Ana
  const ana = await freshCandidate(request, 'applies', { name: 'Ana', profile: DATA_ANALYST_PROFILE });
  await signIn(page, ana.email, ana.password);
  // discovery's kind is a radio group: arrow keys change the choice only, Enter opens it
  await page.goto('/my/discovery/search?type=positions');
  const kinds = page.getByRole('radiogroup', { name: 'O que descobrir' });
  await kinds.getByRole('radio', { name: 'Vagas' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(kinds.getByRole('radio', { name: 'Cursos' })).toBeChecked();
  await expect(kinds.getByRole('radio', { name: 'Cursos' })).toBeFocused();
  await expect(page).toHaveURL(/\?type=positions$/);
  await expect(page.getByRole('button', { name: 'Mostrar Cursos' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: 'Mostrar Cursos' })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?type=courses$/);
  await page.goto(DATA_ANALYST);
  await expect(page.getByRole('heading', { level: 1, name: 'Analista de Dados Pleno' })).toBeVisible();
  // the answer promise, said before applying
  await expect(page.getByText('Resposta em até 10 dias após a candidatura')).toBeVisible();
  await page.getByRole('button', { name: 'Candidatar-se' }).click();
  await expect(page).toHaveURL(/\/my\/application\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';

  // the cost of applying, up front, with the accommodation each step offers
  await expect(stepHeading(page, 'Antes de começar')).toBeVisible();
  await expect(page.getByText('4 etapas, cerca de 24 minutos no total. Seu progresso fica salvo a cada etapa.')).toBeVisible();
  await expect(page.getByText('Resposta em até 10 dias após a candidatura')).toBeVisible();
  await expect(
    page.getByText('Acessibilidade para pessoas com deficiência: Sem limite de tempo: responda com calma e salve quando terminar.'),
  ).toBeVisible();
  await expectAccessible(axe);
  await page.getByRole('button', { name: 'Começar' }).click();

  // the FAQ first; focus moves to the step's heading, so a screen reader announces it
  await expect(stepHeading(page, 'Ler as perguntas frequentes')).toBeFocused();
  // the stepper is a list: the current step is marked, each says its state in words
  const stepper = page.getByRole('list', { name: 'Etapas da candidatura' });
  await expect(stepper.locator('[aria-current="step"]')).toContainText('Ler as perguntas frequentes (etapa atual)');
  await expect(stepper.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: 'O trabalho é híbrido?' }).click();
  await expect(page.getByText(/dois dias por semana no escritório/)).toBeVisible();
  await expectAccessible(axe);
  await page.getByRole('button', { name: 'Li as perguntas' }).click();
  await expect(stepper.getByRole('listitem').first()).toContainText('Ler as perguntas frequentes (concluída)');

  // the resume step: her complete Trilha profile is the default; a PDF stays possible, and is then required
  await expect(stepHeading(page, 'Currículo e carta de apresentação')).toBeVisible();
  await expect(
    page.getByText(
      'Você escolhe como enviar seu currículo: seu perfil Trilha, um currículo em PDF ou um documento acessível (DOCX, ODT ou TXT).',
    ),
  ).toBeVisible();
  const useProfile = page.getByRole('radio', { name: /Usar meu perfil Trilha/ });
  await expect(useProfile).toBeChecked();
  const pdfOption = page.getByRole('radio', { name: 'Enviar um arquivo (PDF, DOCX, ODT ou TXT)' });
  await pdfOption.check();
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByText('Este campo é obrigatório').first()).toBeVisible();
  // focus moves to the invalid field, whose error is read with it, and the error summary is announced
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'O formulário tem 1 erro: confira o campo indicado.' })).toBeVisible();
  // back to the profile by keyboard, with a cover letter
  await pdfOption.focus();
  await page.keyboard.press('ArrowUp');
  await expect(useProfile).toBeChecked();
  await expect(page.getByText('A empresa recebe uma cópia do seu perfil como ele estiver quando você enviar a candidatura.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Carta de apresentação' }).fill(COVER_LETTER);
  await expectAccessible(axe);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(stepHeading(page, 'Responder às perguntas')).toBeVisible();

  // leaving halfway: the application waits under "Não finalizadas" with its progress
  await page.goto('/my/applications');
  await expect(page).toHaveURL(/\/my\/applications\/under-analysis$/);
  await page.getByRole('link', { name: 'Não finalizadas' }).click();
  await expect(page).toHaveURL(/\/my\/applications\/unfinished$/);
  const unfinished = cardOf(page, 'Analista de Dados Pleno');
  await expect(unfinished).toBeVisible();
  await expect(unfinished.getByRole('progressbar', { name: '2 de 4 etapas' })).toBeVisible();
  await expect(unfinished.getByText('Não finalizada')).toBeVisible();
  await expectAccessible(axe);
  await unfinished.getByRole('link', { name: 'Continuar' }).click();

  // it resumes at the questions
  await expect(stepHeading(page, 'Responder às perguntas')).toBeVisible();
  await page.getByRole('textbox', { name: /Por que você se interessou por esta vaga\?/ }).fill('Gosto de transformar dados em decisões.');
  await page
    .getByRole('textbox', { name: /Conte uma situação em que você resolveu um problema difícil/ })
    .fill('Automatizei um relatório que levava dois dias para ficar pronto.');
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  // the video answer, uploaded as a file
  await expect(stepHeading(page, 'Resposta em vídeo')).toBeVisible();
  await expect(page.getByText('Até 120 segundos', { exact: true })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'resposta.webm', mimeType: 'video/webm', buffer: VIDEO });
  await expect(page.getByRole('button', { name: 'Gravar de novo' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar resposta' }).click();

  // under analysis, with the promised answer date and the history of moves
  const notice = page.getByRole('status').filter({ hasText: 'Sua candidatura foi enviada' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(/A empresa prometeu responder até \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await expect(page.getByText('Candidatura enviada para análise')).toBeVisible();
  await expect(page.getByText('Etapa concluída: Resposta em vídeo')).toBeVisible();
  await expectAccessible(axe);

  await page.getByRole('link', { name: 'Candidaturas', exact: true }).first().click();
  await expect(page).toHaveURL(/\/my\/applications\/under-analysis$/);
  const sent = cardOf(page, 'Analista de Dados Pleno');
  await expect(sent).toBeVisible();
  await expect(sent.getByText(/Resposta prometida até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // the recruiter reads the profile as sent, with the cover letter
  const bruno = await (await browser.newContext()).newPage();
  await signIn(bruno, DEMO.owner, PASSWORD);
  await bruno.goto(`/c/acme/recruitment/applications/${id}`);
  await expect(bruno.getByRole('heading', { level: 1, name: ana.fullName })).toBeVisible();
  await expect(bruno.getByText('Enviou o perfil Trilha no lugar do currículo', { exact: true })).toBeVisible();
  const snapshot = bruno.getByTestId('profile-snapshot');
  await expect(snapshot.getByText(`${ana.fullName} · Analista de Dados`)).toBeVisible();
  await expect(snapshot.getByText(/Magazine Horizonte/)).toBeVisible();
  await expect(bruno.getByText(COVER_LETTER)).toBeVisible();
  // and opens the PDF résumé written from the profile when she sent it
  const generated = bruno.getByRole('button', { name: `Abrir o currículo: Currículo ${ana.fullName}.pdf` });
  await expect(bruno.getByText('Currículo em PDF gerado do perfil Trilha')).toBeVisible();
  const [opened] = await Promise.all([bruno.waitForEvent('popup'), generated.click()]);
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  await opened.close();
  // the file the button opened is the PDF the server wrote (the page's CSP keeps blob: out of fetch, so the API says it)
  const recruiter = { authorization: `Bearer ${await apiToken(request, DEMO.owner)}`, 'x-company': 'acme' };
  const read = await (await request.get(`/v1/-/applications/${id}`, { headers: recruiter })).json();
  const file = await request.get(read.answers.profile.resume.url, { headers: recruiter });
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // the snapshot's view (the rest of the recruiter's page has its own journey)
  const scan = await new AxeBuilder({ page: bruno }).withTags(['wcag2a', 'wcag2aa']).include('[data-testid="profile-snapshot"]').analyze();
  expect(describeViolations(scan.violations)).toEqual([]);
  await bruno.context().close();
});

test('giving up asks first, is final, and applying again starts from the first step', async ({ page, request, axe }) => {
  test.setTimeout(90_000);
  const candidate = await registerByApi(request, 'give-up');
  await signIn(page, candidate.email, candidate.password);
  await page.goto(DATA_ANALYST);
  await page.getByRole('button', { name: 'Candidatar-se' }).click();
  await expect(stepHeading(page, 'Antes de começar')).toBeVisible();
  const first = page.url();

  await page.getByRole('button', { name: 'Desistir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desistir da candidatura?' });
  await expect(dialog.getByText(/Desistir é irreversível/)).toBeVisible();
  await expectAccessible(axe);
  // "Cancelar" keeps it
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(stepHeading(page, 'Antes de começar')).toBeVisible();

  await page.getByRole('button', { name: 'Desistir' }).click();
  await page.getByRole('dialog', { name: 'Desistir da candidatura?' }).getByRole('button', { name: 'Desistir' }).click();
  await expect(page.getByText('Você desistiu desta candidatura')).toBeVisible();
  await expect(page.getByText('Para participar de novo, comece uma nova candidatura desde a primeira etapa.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desistir' })).toBeHidden();

  // it is closed now
  await page.goto('/my/applications/closed');
  const closed = cardOf(page, 'Analista de Dados Pleno');
  await expect(closed.getByText('Você desistiu')).toBeVisible();
  await expectAccessible(axe);

  // applying again is a new application, from the first step
  await closed.getByRole('link', { name: 'Analista de Dados Pleno' }).click();
  await page.getByRole('button', { name: 'Candidatar-se de novo' }).click();
  await expect(stepHeading(page, 'Antes de começar')).toBeVisible();
  expect(page.url()).not.toBe(first);
});

test('a member sees the company’s internal positions and their internal applications, on a phone too', async ({ page, axe }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin, PASSWORD);
  await page.goto('/c/acme/internal-mobility');
  await expect(page).toHaveURL(/\/c\/acme\/internal-mobility\/under-analysis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mobilidade interna' })).toBeVisible();
  const positions = page.getByRole('list', { name: 'Vagas internas abertas' });
  await expect(positions.getByText('Coordenador(a) de Projetos de Dados (vaga interna)').first()).toBeVisible();
  // Carla's own internal application, under analysis
  await expect(cardOf(page, 'Coordenador(a) de Projetos de Dados (vaga interna)')).toBeVisible();
  await expectAccessible(axe);
  await page.getByRole('link', { name: 'Finalizadas', exact: true }).click();
  await expect(page).toHaveURL(/\/internal-mobility\/finished$/);
  await expect(page.getByText('Nenhuma candidatura de mobilidade interna nesta aba')).toBeVisible();
});

// Chromium's fake camera and microphone, granted (for the whole file: a launch option): the deaf candidate below
// records an answer by voice. The whole browser, not the headless shell: the recruiter above opens a PDF in a new
// tab, which only the whole browser shows (the shell downloads it and the tab stays blank).
test.use({
  permissions: ['microphone', 'camera'],
  launchOptions: {
    ...chromiumLaunch,
    executablePath: FULL_CHROMIUM,
    args: [...chromiumLaunch.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

// Accessible alternatives that work: a deaf candidate (his profile says PcD, hearing impairment, like the
// demo's Diego) answers one question by audio and the video step in writing, chosen for him by his profile, with extra
// time; a fake video is refused by its content; Bruno reads the written answer and plays the audio.
test('a deaf candidate answers one question by audio and the video step in writing by keyboard, and the recruiter gets both', async ({
  page,
  browser,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const diego = await freshCandidate(request, 'deaf', {
    name: 'Diego',
    profile: {
      professionalTitle: 'Designer Instrucional',
      isPCD: true,
      pcdType: 'hearing',
      pcdCID: 'H90.3',
      needAdaptation: true,
      pcdAdaptation: 'Intérprete de Libras em reuniões e legendas nos vídeos de treinamento.',
    },
  });
  await signIn(page, diego.email, diego.password);
  await page.goto(DATA_ANALYST);
  await page.getByRole('button', { name: /^Candidatar-se/ }).click();
  await expect(page).toHaveURL(/\/my\/application\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  // before starting, the note says what the video step takes, from the data the server accepts
  await expect(stepHeading(page, 'Antes de começar')).toBeVisible();
  const note =
    'Você escolhe como responder: um vídeo (gravado aqui ou enviado em arquivo) ou uma resposta por escrito. O limite de tempo é o mesmo para todas: até 120 segundos. Pessoas com deficiência informada no perfil têm 50% a mais de tempo.';
  await expect(page.getByText(note)).toBeVisible();

  // the steps before the video, through the API
  const headers = { authorization: `Bearer ${diego.token}` };
  const step = async (kind: string, data: Record<string, unknown> = {}) => {
    const done = await request.put(`/v1/matches/${id}/steps/${kind}`, { headers, data: { kind, ...data } });
    expect(done.status(), await done.text()).toBe(200);
  };
  await step('faq');
  const pdf = await resumePdf([diego.fullName, '# Experiência', 'Designer Instrucional na Acme']);
  const resume = await request.post(`/v1/matches/${id}/files?kind=resume`, {
    headers,
    multipart: { file: { name: 'curriculo-diego.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  await step('profile', { resumeFileId: (await resume.json()).id });
  await page.reload();

  // the questions: the first typed, the second recorded from the microphone
  await expect(stepHeading(page, 'Responder às perguntas')).toBeVisible();
  await expect(
    page.getByText('Você escolhe como responder: uma resposta por escrito ou um áudio (gravado aqui ou enviado em arquivo).'),
  ).toBeVisible();
  // his profile says PcD: the audio alternative is pointed out to him, in this step's own words
  await expect(page.getByText(/cada resposta pode ser escrita ou gravada em áudio/)).toBeVisible();
  const firstQuestion = 'Por que você se interessou por esta vaga?';
  const secondQuestion = 'Conte uma situação em que você resolveu um problema difícil no trabalho.';
  await page.getByRole('textbox', { name: firstQuestion }).fill('Quero unir dados e aprendizagem.');
  const choice = page.getByRole('radiogroup', { name: new RegExp(secondQuestion) });
  const byVoice = choice.getByRole('radio', { name: 'Gravar ou enviar um áudio' });
  // by keyboard: from "Escrever" to the audio
  await choice.getByRole('radio', { name: 'Escrever' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(byVoice).toBeChecked();
  // sending without the audio says so
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O formulário tem 1 erro: confira o campo indicado.' })).toBeVisible();
  await expect(page.getByText('Grave ou escolha um áudio antes de enviar')).toBeVisible();
  await page.getByRole('button', { name: `Gravar áudio: ${secondQuestion}` }).click();
  // two seconds of the fake microphone's tone
  await expect(page.getByText('Gravando: 2 s', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Parar gravação' }).click();
  await expect(page.getByLabel(`Prévia do seu áudio: ${secondQuestion}`)).toBeVisible();
  await expectAccessible(axe);
  await page.getByRole('button', { name: 'Salvar e continuar' }).click();

  // the video step: the written answer comes first and chosen, marked as suggested by his profile, with extra time
  await expect(stepHeading(page, 'Resposta em vídeo')).toBeFocused();
  await expect(page.getByText('Seu perfil informa uma deficiência: seu limite é de 180 segundos.')).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(
    page.getByText('Seu perfil informa uma deficiência, então a alternativa por escrito já vem escolhida.', { exact: false }),
  ).toBeVisible();
  const written = page.getByRole('radio', { name: /Responder por escrito/ });
  await expect(written).toBeChecked();
  await expect(page.getByText('Sugerida pelo seu perfil')).toBeVisible();
  await expectAccessible(axe);

  // a 4-byte "video" is refused by its content, with a clear message
  await written.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Gravar ou enviar um vídeo' })).toBeChecked();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'falso.webm', mimeType: 'video/webm', buffer: Buffer.from([0x1a, 0x45, 0xdf, 0xa3]) });
  await page.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(page.getByText(/Não foi possível ler este vídeo: o arquivo está incompleto/)).toBeVisible();

  // back to writing, by keyboard only
  await page.getByRole('radio', { name: 'Gravar ou enviar um vídeo' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(written).toBeChecked();
  await page.keyboard.press('Tab');
  const field = page.getByRole('textbox', { name: 'Sua resposta por escrito' });
  await expect(field).toBeFocused();
  const answer = 'Sou Diego, designer instrucional. Meu projeto de dados favorito foi um painel de evasão dos cursos da Acme.';
  await page.keyboard.type(answer);
  await expect(page.getByText(/Tempo restante: [0-3]:\d{2}/)).toBeVisible();
  await expectAccessible(axe);
  await page.getByRole('button', { name: 'Enviar resposta' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Sua candidatura foi enviada' })).toBeVisible();

  // Bruno reads the written answer and which alternative was used
  const bruno = await (await browser.newContext()).newPage();
  await signIn(bruno, DEMO.owner, PASSWORD);
  await bruno.goto(`/c/acme/recruitment/applications/${id}`);
  await expect(bruno.getByRole('heading', { level: 1, name: diego.fullName })).toBeVisible();
  await expect(bruno.getByText('Respondeu por escrito (alternativa ao vídeo)', { exact: true })).toBeVisible();
  await expect(bruno.getByText(answer)).toBeVisible();
  // and the question answered by voice, with a player
  await expect(bruno.getByText('Quero unir dados e aprendizagem.')).toBeVisible();
  await expect(bruno.getByText('Respondeu em áudio', { exact: true })).toBeVisible();
  const player = bruno.getByLabel(`Resposta em áudio de ${diego.fullName}: ${secondQuestion}`);
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThan(0);
  await bruno.context().close();
});

// Invitations that know what already happened: Ana's invite to the front-end position she already applied
// to (her application is at the offer stage) is part of that application, and nobody can invite her to it again.
test('an invite to a position already applied to shows on the application, and cannot be sent again', async ({ page, request, axe }) => {
  await signIn(page, DEMO.individual, PASSWORD);
  await page.goto('/my/applications');
  await expect(cardOf(page, 'Desenvolvedor(a) Front-end React')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Convites para se candidatar' })).toHaveCount(0);

  await cardOf(page, 'Desenvolvedor(a) Front-end React').getByRole('link', { name: 'Desenvolvedor(a) Front-end React' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Desenvolvedor(a) Front-end React' })).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: /Acme Tecnologia convidou você para esta vaga em \d{2}\/\d{2}\/\d{4}/ });
  await expect(note).toBeVisible();
  await expect(note.getByText('Vimos seu perfil e achamos que você combina com o nosso time de produto.', { exact: false })).toBeVisible();
  await expectAccessible(axe);

  const diego = { authorization: `Bearer ${await apiToken(request, DEMO.creator)}`, 'x-company': 'acme' };
  const again = await request.post('/v1/-/positions/40000000-0000-4000-8000-000000000002/invites', {
    headers: diego,
    data: { emails: [DEMO.individual], message: null },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toBe('Esta pessoa já se candidatou a esta vaga: acompanhe a candidatura no processo seletivo');
});
