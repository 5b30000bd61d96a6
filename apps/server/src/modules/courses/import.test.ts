import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { courseProviders, courses } from '../../db/schema/index.ts';
import { saveSegments } from './courses.data.ts';
import { CourseCsvError, formatImportReport, importCoursesCsv, parseCoursesCsv } from './import.ts';
import { COURSE_SEGMENTS } from './segments.ts';

const SAMPLE = fileURLToPath(new URL('../../../test/fixtures/courses-sample.csv', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const HEADER =
  'provider,provider_name,external_id,name,description,segment,modality,workload_hours,price,currency,language,url,image_url,city,state';

let t: TestApp;
let sample: string;
beforeAll(async () => {
  t = await createTestApp();
  await saveSegments(t.db, COURSE_SEGMENTS);
  sample = await readFile(SAMPLE, 'utf8');
});
afterAll(() => t.close());

const courseByExternalId = async (externalId: string) => {
  const [row] = await t.db.select().from(courses).where(eq(courses.externalId, externalId));
  return row;
};

describe('course import', () => {
  it('imports the valid rows and reports each rejected line with its reasons', async () => {
    const report = await importCoursesCsv(t.db, sample, t.clock.now());
    expect(report.imported).toBe(4);
    expect(report.updated).toBe(0);
    // the quoted description of line 5 spans two lines: the next record is on line 7
    expect(report.rejected).toEqual([
      { line: 7, reasons: [{ column: 'name', message: 'Este campo é obrigatório' }] },
      {
        line: 8,
        reasons: [{ column: 'modality', message: 'Modalidade inválida: use bimodal, hybrid, online, online_synchronous ou oncampus' }],
      },
      { line: 9, reasons: [{ column: 'workload_hours', message: 'A carga horária deve ser um número inteiro de horas, de 1 a 10000' }] },
      { line: 10, reasons: [{ column: 'segment', message: 'Segmento desconhecido: gastronomia' }] },
      { line: 11, reasons: [{ column: 'url', message: 'Informe um link válido, começando com http:// ou https://' }] },
    ]);
    expect(formatImportReport(report)[0]).toBe('imported 4, updated 0, rejected 5');
    expect(formatImportReport(report)[3]).toBe('line 9: workload_hours: A carga horária deve ser um número inteiro de horas, de 1 a 10000');

    const welding = await courseByExternalId('senai-s100');
    expect(welding).toMatchObject({
      name: 'Soldagem na prática',
      modality: 'oncampus',
      workloadHours: 120,
      priceCents: 0,
      cityName: 'Joinville',
      stateCode: 'SC',
      currency: 'BRL',
    });
    // search text: name, description and provider, folded
    expect(welding?.searchText).toBe(
      'soldagem na pratica processos de soldagem mig, tig e eletrodo revestido, com aulas em laboratorio. senai',
    );
    expect(await courseByExternalId('alura-s200')).toMatchObject({ priceCents: 19990, imageUrl: null });
    expect(await courseByExternalId('cb-9')).toMatchObject({
      priceCents: 4900,
      currency: 'USD',
      language: 'en',
      description: 'Aulas em inglês com legendas em português.\nInclui projeto final.',
    });
    // an unknown provider slug is created with provider_name
    const [created] = await t.db.select().from(courseProviders).where(eq(courseProviders.slug, 'escola-nova'));
    expect(created?.name).toBe('Escola Nova de Dados');
  });

  it('updates on re-import instead of duplicating, keeping the creation date', async () => {
    const before = await courseByExternalId('alura-s200');
    t.clock.advance(60_000);
    const again = await importCoursesCsv(t.db, sample.replace('"199,90"', '249.90'), t.clock.now());
    expect(again).toMatchObject({ imported: 0, updated: 4 });
    expect(again.rejected).toHaveLength(5);
    expect(await t.db.$count(courses)).toBe(4);
    const after = await courseByExternalId('alura-s200');
    expect(after?.priceCents).toBe(24990);
    expect(after?.id).toBe(before?.id);
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
  });

  it('rejects a new provider without a name, a repeated row and an on-campus course without a city', async () => {
    const csv = [
      HEADER,
      'nova-escola,,ne-1,Excel Avançado,Fórmulas e tabelas dinâmicas.,dados,online,20,0,BRL,pt-BR,https://ne.example/excel,,,',
      'alura,Alura,alura-r1,React,Componentes e estado.,tecnologia,online,30,99.90,BRL,pt-BR,https://www.alura.com.br/react,,,',
      'alura,Alura,alura-r1,React de novo,Repetido.,tecnologia,online,30,99.90,BRL,pt-BR,https://www.alura.com.br/react,,,',
      'alura,Alura,alura-r2,Oficina de UX,Presencial.,design,oncampus,8,0,BRL,pt-BR,https://www.alura.com.br/ux,,,',
      'alura,Alura,alura-r3,Figma,Preço ruim.,design,online,8,R$ 10,EUR,fr,https://www.alura.com.br/figma,,São Paulo,SaoPaulo',
    ].join('\n');
    const report = await importCoursesCsv(t.db, csv, t.clock.now());
    expect(report.imported).toBe(1);
    expect(report.rejected.map((rejection) => [rejection.line, rejection.reasons.map((r) => r.column)])).toEqual([
      [2, ['provider_name']],
      [4, ['external_id']],
      [5, ['city']],
      [6, ['price', 'currency', 'language', 'state']],
    ]);
    expect(report.rejected[1]?.reasons[0]?.message).toBe('Curso repetido no arquivo (mesmos provider e external_id) (linha 3)');
  });

  it('cannot read a file without the required columns, an empty file or broken quoting', () => {
    expect(() => parseCoursesCsv('name,price\nCurso,0\n')).toThrow(CourseCsvError);
    expect(() => parseCoursesCsv('')).toThrow(/empty/);
    expect(() => parseCoursesCsv(`${HEADER}\nsenai,Senai,"x,Curso\n`)).toThrow(CourseCsvError);
    // a header alone is a file with nothing to import
    expect(parseCoursesCsv(`\ufeff${HEADER}\r\n`)).toEqual([]);
  });
});

describe('npm run courses:import', () => {
  const run = (args: string[]) =>
    promisify(execFile)(`${ROOT}node_modules/.bin/tsx`, ['apps/server/src/scripts/import-courses.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.db.$client.options.connectionString, NODE_ENV: 'test', INIT_CWD: ROOT },
    }).then(
      (done) => ({ code: 0, ...done }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('prints the report and exits 0 once the file was read, 1 when it cannot be read', async () => {
    const done = await run(['apps/server/test/fixtures/courses-sample.csv']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('imported 0, updated 4, rejected 5');
    expect(done.stdout).toContain('line 10: segment: Segmento desconhecido: gastronomia');

    const missing = await run(['apps/server/test/fixtures/nao-existe.csv']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read');
  }, 60_000);
});
