import { saveSegments } from '../../src/modules/courses/courses.data.ts';
import { type ImportRecord, importCourseRecords } from '../../src/modules/courses/import.ts';
import { COURSE_SEGMENTS } from '../../src/modules/courses/segments.ts';
import { DAY } from '../../src/platform/clock.ts';
import type { Queryable } from '../../src/platform/db/connect.ts';

type Cells = {
  provider: string;
  name: string;
  segment: string;
  modality: string;
  hours: number;
  price: string;
  city?: string;
  state?: string;
};

const PROVIDER_NAMES: Record<string, string> = { senai: 'Senai', alura: 'Alura', sebrae: 'Sebrae', senar: 'Senar' };

/** A small catalogue with known dates: the first course listed is the newest. */
export const SAMPLE_COURSES: Cells[] = [
  { provider: 'alura', name: 'Python para iniciantes', segment: 'tecnologia', modality: 'online', hours: 16, price: '199.90' },
  { provider: 'alura', name: 'Análise de Dados com Power BI', segment: 'dados', modality: 'online', hours: 40, price: '249.90' },
  {
    provider: 'senai',
    name: 'Soldagem na prática',
    segment: 'industria',
    modality: 'oncampus',
    hours: 120,
    price: '0',
    city: 'Joinville',
    state: 'SC',
  },
  { provider: 'sebrae', name: 'Plano de Negócios', segment: 'empreendedorismo', modality: 'online_synchronous', hours: 12, price: '0' },
  {
    provider: 'senar',
    name: 'Gestão Rural',
    segment: 'agronegocio',
    modality: 'hybrid',
    hours: 60,
    price: '0',
    city: 'Rio Verde',
    state: 'GO',
  },
  {
    provider: 'senar',
    name: 'Agricultura de Precisão',
    segment: 'agronegocio',
    modality: 'bimodal',
    hours: 80,
    price: '0',
    city: 'Sorriso',
    state: 'MT',
  },
  { provider: 'alura', name: 'JavaScript na prática', segment: 'tecnologia', modality: 'online', hours: 41, price: '299.90' },
  {
    provider: 'senai',
    name: 'Automação Industrial',
    segment: 'industria',
    modality: 'hybrid',
    hours: 200,
    price: '1490.90',
    city: 'Curitiba',
    state: 'PR',
  },
  { provider: 'sebrae', name: 'Marketing Digital para Pequenos Negócios', segment: 'marketing', modality: 'online', hours: 8, price: '0' },
  { provider: 'alura', name: 'React: nível avançado', segment: 'tecnologia', modality: 'online', hours: 30, price: '349.90' },
  {
    provider: 'senai',
    name: 'Lógica de Programação',
    segment: 'tecnologia',
    modality: 'oncampus',
    hours: 40,
    price: '0',
    city: 'Joinville',
    state: 'SC',
  },
  { provider: 'alura', name: 'Git e GitHub', segment: 'tecnologia', modality: 'online', hours: 6, price: '89.90' },
  { provider: 'alura', name: 'Java: primeiros passos', segment: 'tecnologia', modality: 'online', hours: 20, price: '149.90' },
  { provider: 'senai', name: 'Banco de Dados SQL', segment: 'tecnologia', modality: 'online_synchronous', hours: 60, price: '390.90' },
  { provider: 'alura', name: 'Testes de Software', segment: 'tecnologia', modality: 'online', hours: 24, price: '129.90' },
  {
    provider: 'senar',
    name: 'Apicultura',
    segment: 'agronegocio',
    modality: 'oncampus',
    hours: 24,
    price: '0',
    city: 'Chapecó',
    state: 'SC',
  },
];

/** The segments and the sample catalogue, created through the import as the command does. */
export async function createSampleCatalogue(q: Queryable, now: Date) {
  await saveSegments(q, COURSE_SEGMENTS);
  const records: ImportRecord[] = SAMPLE_COURSES.map((course, index) => ({
    line: index + 2,
    cells: {
      provider: course.provider,
      provider_name: PROVIDER_NAMES[course.provider],
      external_id: `sample-${index}`,
      name: course.name,
      description: `Curso de ${course.name} com exercícios.`,
      segment: course.segment,
      modality: course.modality,
      workload_hours: String(course.hours),
      price: course.price,
      url: `https://cursos.example/${index}`,
      city: course.city ?? '',
      state: course.state ?? '',
    },
    createdAt: new Date(now.getTime() - (index + 1) * DAY),
  }));
  const report = await importCourseRecords(q, records, now);
  if (report.rejected.length > 0) throw new Error(`sample courses rejected: ${JSON.stringify(report.rejected)}`);
}
