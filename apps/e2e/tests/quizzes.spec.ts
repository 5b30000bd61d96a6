import { describeViolations, expect, test } from '../support/fixtures.ts';
import { freshCompany, freshMember } from '../support/fresh-data.ts';
import { signIn } from './identity-support.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// A creator writes a questionnaire's questions; a member fails it once, passes it, and the content shows a verified
// conclusion; the creator reads the results per question.
test('a learner fails a questionnaire, passes it and sees a verified conclusion; its creator sees results per question', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(150_000);
  // the quiz's own region: the page's manual progress buttons around it are the contents journey's to check
  const expectAccessible = async () => expect(describeViolations(await axe({ include: '[data-quiz-panel]' }))).toEqual([]);
  const tag = Date.now().toString(36);
  const title = `Questionário de segurança ${tag}`;
  const company = await freshCompany(request, `quizzes-${tag}`);
  const creator = await freshMember(request, company, `quiz-creator-${tag}`, { role: 'content_creator' });
  const member = await freshMember(request, company, `quiz-member-${tag}`);
  const base = `/c/${company.companyId}`;
  const created = await request.post('/v1/contents', {
    headers: auth(creator.token),
    data: { workspaceId: company.companyId, type: 'questionnaire', title, description: 'Duas perguntas sobre senhas.' },
  });
  expect(created.status()).toBe(201);
  const contentId = (await created.json()).id as string;

  // the creator writes the questions on the content's page
  await signIn(page, creator.email, creator.password);
  await page.goto(`${base}/content/${contentId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Escrever perguntas' }).click();
  const editor = page.getByRole('form', { name: 'Editar questionário' });
  await editor.getByRole('textbox', { name: 'Nota mínima para aprovação' }).fill('100');
  await editor.getByRole('textbox', { name: 'Pergunta 1' }).fill('Qual senha é mais forte?');
  await editor.getByRole('textbox', { name: 'Opção 1', exact: true }).fill('123456');
  await editor.getByRole('textbox', { name: 'Opção 2', exact: true }).fill('correta-cavalo-bateria-grampo');
  // no right option marked: the shared rule refuses it before the request
  await editor.getByRole('button', { name: 'Salvar questionário' }).click();
  await expect(editor.getByText('Marque ao menos uma opção correta')).toBeVisible();
  await editor.getByRole('radio', { name: 'Opção 2 é correta' }).check();
  await editor.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await editor.getByRole('textbox', { name: 'Pergunta 2' }).fill('O que protege uma conta além da senha?');
  const second = editor.getByRole('group', { name: 'Pergunta 2' });
  await second.getByText('Múltipla escolha', { exact: true }).click();
  await expect(second.getByRole('radio', { name: 'Múltipla escolha' })).toBeChecked();
  await second.getByRole('textbox', { name: 'Opção 1', exact: true }).fill('Verificação em duas etapas');
  await second.getByRole('textbox', { name: 'Opção 2', exact: true }).fill('Anotar a senha num post-it');
  await second.getByRole('button', { name: 'Adicionar opção' }).click();
  await second.getByRole('textbox', { name: 'Opção 3', exact: true }).fill('Chave de segurança física');
  await second.getByRole('checkbox', { name: 'Opção 1 é correta' }).check();
  await second.getByRole('checkbox', { name: 'Opção 3 é correta' }).check();
  await expectAccessible();
  await editor.getByRole('button', { name: 'Salvar questionário' }).click();
  await expect(page.getByText('2 perguntas · nota mínima para aprovação: 100%')).toBeVisible();

  // the member fails once, then passes
  await page.evaluate(() => localStorage.clear());
  await signIn(page, member.email, member.password);
  await page.goto(`${base}/content/${contentId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Fazer questionário' }).click();
  const quiz = page.getByRole('form', { name: 'Responder questionário' });
  await quiz.getByRole('radio', { name: 'correta-cavalo-bateria-grampo' }).check();
  await quiz.getByRole('checkbox', { name: 'Verificação em duas etapas' }).check();
  await quiz.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(page.getByText('Não aprovado: faltaram 50 pontos')).toBeVisible();
  await expect(page.getByText('Restam 4 tentativas hoje (de 5 por dia).')).toBeVisible();
  await expect(page.getByText('Concluído (verificado)')).toHaveCount(0);
  await expectAccessible();

  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await quiz.getByRole('radio', { name: 'correta-cavalo-bateria-grampo' }).check();
  await quiz.getByRole('checkbox', { name: 'Verificação em duas etapas' }).check();
  await quiz.getByRole('checkbox', { name: 'Chave de segurança física' }).check();
  await quiz.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Aprovado' })).toBeVisible();
  await expect(page.getByText('Concluído (verificado)')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Desmarcar conclusão' })).toBeVisible();

  // the creator sees how each question went
  await page.evaluate(() => localStorage.clear());
  await signIn(page, creator.email, creator.password);
  await page.goto(`${base}/content/${contentId}`);
  await page.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(page.getByText('Tentativas: 2 · Aprovações: 1')).toBeVisible();
  const results = page.getByRole('table', { name: 'Resultados por pergunta' });
  await expect(results.getByRole('row', { name: /Qual senha é mais forte\?.*100% acertaram/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /O que protege uma conta.*50% acertaram/ })).toBeVisible();
  await expectAccessible();
});
