/**
 * The course segments (reference data, seeded on every start: the import only accepts these slugs), named in the
 * three languages, with the position categories (the profile's preferred areas, 1 to 20) each one serves, which
 * the suggestions put first.
 */
export interface CourseSegment {
  slug: string;
  pt: string;
  en: string;
  es: string;
  areas: number[];
}

export const COURSE_SEGMENTS: CourseSegment[] = [
  { slug: 'tecnologia', pt: 'Tecnologia e programação', en: 'Technology and programming', es: 'Tecnología y programación', areas: [1] },
  {
    slug: 'dados',
    pt: 'Dados e inteligência artificial',
    en: 'Data and artificial intelligence',
    es: 'Datos e inteligencia artificial',
    areas: [1, 6],
  },
  { slug: 'gestao', pt: 'Gestão e liderança', en: 'Management and leadership', es: 'Gestión y liderazgo', areas: [8, 11, 13, 14, 17] },
  {
    slug: 'empreendedorismo',
    pt: 'Empreendedorismo e negócios',
    en: 'Entrepreneurship and business',
    es: 'Emprendimiento y negocios',
    areas: [4, 9],
  },
  { slug: 'marketing', pt: 'Marketing e vendas', en: 'Marketing and sales', es: 'Marketing y ventas', areas: [4, 9, 10, 15, 19] },
  { slug: 'financas', pt: 'Finanças e contabilidade', en: 'Finance and accounting', es: 'Finanzas y contabilidad', areas: [6, 8] },
  { slug: 'saude', pt: 'Saúde e bem-estar', en: 'Health and wellness', es: 'Salud y bienestar', areas: [2, 20] },
  { slug: 'idiomas', pt: 'Idiomas', en: 'Languages', es: 'Idiomas', areas: [7, 15, 17] },
  { slug: 'design', pt: 'Design e criatividade', en: 'Design and creativity', es: 'Diseño y creatividad', areas: [18, 19] },
  {
    slug: 'industria',
    pt: 'Indústria e manutenção',
    en: 'Industry and maintenance',
    es: 'Industria y mantenimiento',
    areas: [5, 11, 12, 16],
  },
  {
    slug: 'agronegocio',
    pt: 'Agronegócio e sustentabilidade',
    en: 'Agribusiness and sustainability',
    es: 'Agronegocio y sostenibilidad',
    areas: [3],
  },
  {
    slug: 'educacao',
    pt: 'Educação e desenvolvimento pessoal',
    en: 'Education and personal development',
    es: 'Educación y desarrollo personal',
    areas: [7, 14, 20],
  },
];

/** The slugs of the segments that serve any of these preferred areas. */
export const segmentSlugsForAreas = (areas: number[]): string[] =>
  COURSE_SEGMENTS.filter((segment) => segment.areas.some((area) => areas.includes(area))).map((segment) => segment.slug);
