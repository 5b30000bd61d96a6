import { expect, test } from '../support/fixtures.ts';
import { freshCandidate, freshCompany } from '../support/fresh-data.ts';
import { expectAccessible, signIn } from './identity-support.ts';

test('a verified conclusion shows on the profile, and anyone checks it and downloads its PDF', async ({ page, request, axe }, testInfo) => {
  test.setTimeout(60_000);
  const school = await freshCompany(request, 'certs');
  const title = `Primeiros socorros ${Date.now().toString(36)}`;
  const created = await request.post('/v1/contents', {
    headers: { authorization: `Bearer ${school.token}` },
    data: { workspaceId: school.companyId, type: 'article', title, duration: 2, durationUnit: 'hrs', public: true },
  });
  expect(created.status()).toBe(201);
  const contentId = ((await created.json()) as { id: string }).id;
  const lia = await freshCandidate(request, 'certs', { name: 'Lia' });
  // the content's own word (a SCORM runtime, a passed quiz) through the dev tools: no such content runs in a journey
  const concluded = await request.post('/v1/dev/verified-conclusions', { data: { email: lia.email, contentId } });
  expect(concluded.status()).toBe(201);

  // the person finds it on the profile
  await signIn(page, lia.email, lia.password);
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: 'Certificados' });
  await expect(section.getByRole('link', { name: title })).toBeVisible();
  await expect(section.getByText(`${school.companyName} · 2 horas`, { exact: false })).toBeVisible();
  await section.screenshot({ path: testInfo.outputPath('profile-certificates-1280.png') });
  const href = await section.getByRole('link', { name: title }).getAttribute('href');
  expect(href).toMatch(/^\/certificados\/[2-9A-HJKMNP-Z]{12}$/);

  // anyone opens its public page, signed out
  await page.evaluate(() => localStorage.clear());
  await page.goto(href ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificado de conclusão' })).toBeVisible();
  await expect(page.getByText(lia.fullName)).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('2 horas')).toBeVisible();
  await expect(page.getByText(school.companyName)).toBeVisible();
  await expect(page.getByText(href?.split('/').pop() ?? '')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Credencial (Open Badges)' })).toBeVisible();
  await expectAccessible(axe);

  // the PDF downloads
  const pdfUrl = await page.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href');
  const pdf = await page.request.get(pdfUrl ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // on a phone the page still reads whole
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Baixar PDF' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Baixar PDF' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('certificate-page-390.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // a code that is not one says so
  await page.goto('/certificados/AAAAAAAAAAAA');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificado não encontrado' })).toBeVisible();
});
