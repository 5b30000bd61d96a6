import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, type HiringCompany } from '../../../test/factories/index.ts';
import { ASSETS_DIR } from '../../platform/storage/file-routes.ts';
import { previewsDrawn } from './public-pages.routes.ts';

// A public page per open position, read as a crawler or a link preview reads it (plain HTTP, no scripts).
let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/**
 * What Google's job-posting guidelines ask of a JobPosting (developers.google.com/search/docs/appearance/
 * structured-data/job-posting): the required properties and the recommended ones this product can fill. An empty
 * list means it passes.
 */
// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON-LD block is checked property by property
function jobPostingProblems(posting: any): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(what);
  };
  need(posting?.['@context'] === 'https://schema.org/' || posting?.['@context'] === 'https://schema.org', '@context schema.org');
  need(posting?.['@type'] === 'JobPosting', '@type JobPosting');
  // required
  need(isText(posting?.title), 'title');
  need(isText(posting?.description), 'description');
  need(isDate(posting?.datePosted), 'datePosted (ISO 8601)');
  need(posting?.hiringOrganization?.['@type'] === 'Organization' && isText(posting.hiringOrganization.name), 'hiringOrganization.name');
  const address = posting?.jobLocation?.address;
  const remote = posting?.jobLocationType === 'TELECOMMUTE';
  need(remote || (posting?.jobLocation?.['@type'] === 'Place' && address?.['@type'] === 'PostalAddress'), 'jobLocation or TELECOMMUTE');
  if (address) {
    need(/^[A-Z]{2}$/.test(address.addressCountry ?? ''), 'jobLocation.address.addressCountry (ISO 3166-1 alpha-2)');
    need(address.addressLocality === undefined || isText(address.addressLocality), 'addressLocality');
    need(address.addressRegion === undefined || isText(address.addressRegion), 'addressRegion');
  }
  if (remote) need(isText(posting?.applicantLocationRequirements?.name), 'applicantLocationRequirements for a remote job');
  // recommended
  need(isDate(posting?.validThrough) && Date.parse(posting.validThrough) > Date.parse(posting.datePosted), 'validThrough after datePosted');
  need(EMPLOYMENT_TYPES.includes(posting?.employmentType), 'employmentType');
  need(isText(posting?.identifier?.name) && isText(posting?.identifier?.value), 'identifier');
  need(typeof posting?.directApply === 'boolean', 'directApply');
  need(isText(posting?.hiringOrganization?.sameAs), 'hiringOrganization.sameAs');
  if (posting?.hiringOrganization?.logo !== undefined)
    need(/^https?:\/\//.test(posting.hiringOrganization.logo), 'logo as an absolute URL');
  if (posting?.baseSalary !== undefined) {
    const value = posting.baseSalary.value;
    need(posting.baseSalary['@type'] === 'MonetaryAmount' && /^[A-Z]{3}$/.test(posting.baseSalary.currency ?? ''), 'baseSalary currency');
    need(value?.['@type'] === 'QuantitativeValue' && UNITS.includes(value.unitText), 'baseSalary unitText');
    need(
      typeof value?.value === 'number' ||
        (typeof value?.minValue === 'number' && typeof value?.maxValue === 'number' && value.minValue <= value.maxValue),
      'baseSalary value or minValue <= maxValue',
    );
  }
  return problems;
}

const get = (url: string) => t.request({ method: 'GET', url });

/** The JSON-LD data blocks of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'));
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

describe('GET /vagas/:positionId/:slug?', () => {
  it('an open position: title, company, salary, place, contract, steps, the answer promise and a valid JobPosting', async () => {
    const id = await createPosition(t, c, { title: 'Analista de Dados Pleno', code: 'DAD-42', requirements: 'SQL e Python.' });
    const res = await get(`/vagas/${id}/analista-de-dados-pleno`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<h1>Analista de Dados Pleno</h1>');
    expect(html).toContain(c.name);
    expect(html).toMatch(/R\$\s6\.000 a R\$\s8\.000 por mês/);
    expect(html).toContain('São Paulo - SP');
    expect(html).toContain('Tempo integral');
    expect(html).toContain('Resposta em até 10 dias');
    expect(html).toContain('2 etapas, cerca de 15 minutos no total.');
    expect(html).toContain('Construir painéis e análises');
    expect(html).toContain('SQL e Python.');
    expect(html).toContain(`href="/login?redirect=${encodeURIComponent(`/my/discovery/position/${id}?origem=public_page`)}"`);
    expect(html).toContain('>Candidatar-se</a>');
    // no inline script: the only scripts are the data block and the session redirect from this origin
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      expect.stringMatching(/^ src="\/public-pages\/session\.js\?v=\w+" data-app="\/my\/discovery\/position\//),
      ' type="application/ld+json"',
    ]);

    const canonical = `${t.deps.config.publicUrl}/vagas/${id}/analista-de-dados-pleno`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(metaOf(html, 'og:title')).toBe(`Analista de Dados Pleno · ${c.name}`);
    expect(metaOf(html, 'og:description')).toContain('São Paulo - SP');
    expect(metaOf(html, 'og:url')).toBe(canonical);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${t.deps.config.publicUrl}/vagas/${id}/imagem\\.png\\?v=[0-9a-f]{16}$`));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // the installable app's manifest and colour, as on the app's own pages
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(metaOf(html, 'theme-color')).toBe('#0b7285');

    const [posting] = jsonLd(html);
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Analista de Dados Pleno',
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { value: 'DAD-42', name: c.name },
      hiringOrganization: { name: c.name, sameAs: `${t.deps.config.publicUrl}/workspace/${c.id}` },
      jobLocation: { address: { addressLocality: 'São Paulo', addressRegion: 'SP', addressCountry: 'BR' } },
      baseSalary: { currency: 'BRL', value: { minValue: 6000, maxValue: 8000, unitText: 'MONTH' } },
      url: canonical,
    });
    expect(posting.description).toContain('<h2>Requisitos</h2>');
  });

  it('answers without the slug, and with a wrong one, pointing at the canonical address', async () => {
    const id = await createPosition(t, c, { title: 'Técnico de Enfermagem' });
    for (const url of [`/vagas/${id}`, `/vagas/${id}/outro-nome`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<link rel="canonical" href="${t.deps.config.publicUrl}/vagas/${id}/tecnico-de-enfermagem">`);
    }
  });

  it('carries where its reader came from into the app: the page itself, or a shared link’s own origin', async () => {
    const id = await createPosition(t, c, { title: 'Auxiliar Administrativo' });
    const inApp = (source: string) => `/my/discovery/position/${id}?origem=${source}`;
    const plain = (await get(`/vagas/${id}`)).body;
    expect(plain).toContain(`href="/login?redirect=${encodeURIComponent(inApp('public_page'))}"`);
    expect(plain).toContain(`href="/register?redirect=${encodeURIComponent(inApp('public_page'))}"`);
    expect(plain).toContain(`data-app="${inApp('public_page')}"`);
    const shared = (await get(`/vagas/${id}/auxiliar-administrativo?utm_source=%20LinkedIn&utm_medium=social`)).body;
    expect(shared).toContain(`href="/login?redirect=${encodeURIComponent(inApp('linkedin'))}"`);
    expect(shared).toContain(`data-app="${inApp('linkedin')}"`);
    // ?origem= comes first; an origin outside the rule is direct, never echoed into the page
    expect((await get(`/vagas/${id}?origem=grupo_whatsapp&utm_source=linkedin`)).body).toContain(`data-app="${inApp('grupo_whatsapp')}"`);
    const odd = (await get(`/vagas/${id}?origem=${encodeURIComponent('"><script>')}`)).body;
    expect(odd).toContain(`data-app="${inApp('direct')}"`);
    expect(odd).not.toContain('"><script>');
  });

  it('a remote position without a published salary: TELECOMMUTE with a country, no baseSalary', async () => {
    const id = await createPosition(t, c, {
      title: 'Desenvolvedora Remota',
      remote: true,
      cityId: null,
      salaryType: 'unspecified',
      salaryMin: null,
      salaryMax: null,
      salaryPeriod: null,
      contractType: 'CONTRACTOR',
    });
    const res = await get(`/vagas/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<dd>Remoto</dd>');
    expect(res.body).toContain('<dd>Não informado</dd>');
    const [posting] = jsonLd(res.body);
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'BR' });
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.baseSalary).toBeUndefined();
    expect(posting.employmentType).toBe('CONTRACTOR');
  });

  it('escapes every text a company typed, in the page and in the data block', async () => {
    const id = await createPosition(t, c, {
      title: 'Dev <script>alert(1)</script> & "aspas"',
      description: 'Texto com </script><img src=x onerror=alert(1)> dentro da descrição.',
    });
    const res = await get(`/vagas/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('Dev &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;aspas&quot;');
    const [posting] = jsonLd(res.body);
    expect(posting.title).toBe('Dev <script>alert(1)</script> & "aspas"');
    expect(posting.description).toContain('&lt;/script&gt;&lt;img src=x');
  });

  it('draft, paused, internal, unknown and malformed positions answer a pt-BR 404 page', async () => {
    const draft = await createPosition(t, c, { title: 'Rascunho' }, 'draft');
    const paused = await createPosition(t, c, { title: 'Pausada' }, 'paused');
    const internal = await createPosition(t, c, { title: 'Interna' });
    await t.db.execute(sql`update positions set internal_only = true where id = ${internal}`);
    for (const url of [
      `/vagas/${draft}`,
      `/vagas/${paused}/pausada`,
      `/vagas/${internal}`,
      '/vagas/00000000-0000-4000-8000-000000000000',
      '/vagas/nada',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<h1>Vaga não encontrada</h1>');
      expect(res.body).not.toMatch(/Rascunho|Pausada|Interna/);
      expect(res.body).not.toContain('application/ld+json');
    }
    expect((await get(`/vagas/${internal}/imagem.png`)).statusCode).toBe(404);
  });

  it('a closed position answers 410 with similar open positions and no JobPosting', async () => {
    const open = await createPosition(t, c, { title: 'Cientista de Dados', categoryId: 7 });
    const closed = await createPosition(t, c, { title: 'Engenheiro de Dados', categoryId: 7 }, 'archived');
    const res = await get(`/vagas/${closed}/engenheiro-de-dados`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('<h1>Esta vaga foi encerrada</h1>');
    expect(res.body).toContain('Engenheiro de Dados');
    expect(res.body).toContain(`href="/vagas/${open}/cientista-de-dados"`);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('application/ld+json');
  });

  it('a position of an archived company does not exist for the open web', async () => {
    const id = await createPosition(t, c, { title: 'Vaga de empresa arquivada' });
    await t.db.execute(sql`update workspaces set archived_at = now() where id = ${c.id}`);
    try {
      expect((await get(`/vagas/${id}`)).statusCode).toBe(404);
    } finally {
      await t.db.execute(sql`update workspaces set archived_at = null where id = ${c.id}`);
    }
  });

  it('draws a 1200x630 preview image in the company’s colour, in the background, Trilha’s own meanwhile', async () => {
    const id = await createPosition(t, c, { title: 'Operador de Empilhadeira com um título bem comprido para quebrar em linhas' });
    const first = await get(`/vagas/${id}/imagem.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.rawPayload.equals(await readFile(join(ASSETS_DIR, 'previews', 'position-default.png')))).toBe(true);
    await previewsDrawn(t.deps);
    const res = await get(`/vagas/${id}/imagem.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'png']);
    // kept in the shared storage under its version: drawn once, whichever process is asked
    const version = /imagem\.png\?v=([0-9a-f]{16})/.exec((await get(`/vagas/${id}`)).body)?.[1];
    expect((await t.deps.storage.get(`previews/positions/${id}-${version}.png`))?.equals(res.rawPayload)).toBe(true);
    expect((await get(`/vagas/${id}/imagem.png?v=${version}`)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('puts the company’s stored logo on the preview image, and its address on the JobPosting', async () => {
    const red = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const url = await t.deps.storage.put(`workspaces/${c.id}/logo-test.png`, red);
    await t.db.execute(sql`update workspaces set image_url = ${url} where id = ${c.id}`);
    try {
      const id = await createPosition(t, c, { title: 'Vaga com logo' });
      const [posting] = jsonLd((await get(`/vagas/${id}`)).body);
      expect(posting.hiringOrganization.logo).toBe(`${t.deps.config.publicUrl}${url}`);
      await get(`/vagas/${id}/imagem.png`);
      await previewsDrawn(t.deps);
      const res = await get(`/vagas/${id}/imagem.png`);
      expect(res.statusCode).toBe(200);
      // the tile sits at the top right: white border, the logo inside
      const pixel = async (left: number, top: number) => [
        ...(await sharp(res.rawPayload).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
      ];
      expect(await pixel(1200 - 80 - 112 + 2, 48 + 2)).toEqual([255, 255, 255]);
      expect(await pixel(1200 - 80 - 56, 48 + 56)).toEqual([255, 0, 0]);
    } finally {
      await t.db.execute(sql`update workspaces set image_url = null where id = ${c.id}`);
    }
  });

  it('serves its stylesheet and session script from this origin, cached for a year', async () => {
    const page = (await get(`/vagas/${await createPosition(t, c, { title: 'Recepcionista' })}`)).body;
    for (const path of [
      /href="(\/public-pages\/style\.css\?v=\w+)"/.exec(page)?.[1],
      /src="(\/public-pages\/session\.js\?v=\w+)"/.exec(page)?.[1],
    ]) {
      const res = await get(path ?? '/missing');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });
});
