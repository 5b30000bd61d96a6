import {
  type AcademicExperience,
  type EducationLevel,
  type LanguageSkill,
  PCD_TYPES,
  type ProfessionalExperience,
  type ProfileForm,
  profileDateProblems,
  profileForm,
  SKILL_LEVELS,
  type SkillLevel,
} from '@trilha/contract';
import { CITIES, type Occupation, occupationOfTitle, REGION_OF_STATE } from './positions-data.ts';

/**
 * The profiles of the demo's applicants, written from the position each one is after: a person who does that job
 * (or studies for it), a little below, at or above what the position asks, living in its city or elsewhere in its
 * region. What the recruiter ranks by fit is what these profiles hold, so the ranking spreads as a real one does.
 */

/** A position an applicant is after, as the seed reads it back. */
export interface TargetPosition {
  title: string;
  categoryId: number;
  cityId: number | null;
  stateCode: string | null;
  remote: boolean;
  pcdOnly: boolean;
  /** the skills it asks, by id, with the level it asks */
  skills: { skillId: string; level: string }[];
}

/** Who the applicant is: the name the account has, and which titles the profile writes in the feminine. */
interface Applicant {
  name: string;
  lastName: string;
  feminine: boolean;
}

interface ApplicantProfile {
  form: ProfileForm;
  skills: { skillId: string; level: SkillLevel; main: boolean }[];
}

const LEVEL_SUFFIX = / (Júnior|Pleno|Sênior)$/;

/** The title as a person writes it of themselves: "Analista Financeira", not "Analista Financeiro(a)". */
function genderedTitle(title: string, feminine: boolean): string {
  return title
    .replace('Garçom/Garçonete', feminine ? 'Garçonete' : 'Garçom')
    .replaceAll('o(a)', feminine ? 'a' : 'o')
    .replaceAll('(a)', feminine ? 'a' : '');
}

/** Where people of each field have worked: names made up, of the kinds of company that hire them. */
const EMPLOYERS: Record<number, string[]> = {
  1: ['Lumen Software', 'Nuvem Azul Sistemas', 'Banco Meridiano', 'Varejo Nacional S.A.', 'Órbita Tecnologia'],
  2: ['Hospital Santa Clara', 'Clínica Vida Plena', 'Rede Saúde Mais', 'Drogaria Bem Estar'],
  4: ['Supermercados Bom Preço', 'Magazine Horizonte', 'Lojas Estrela', 'Atacadão Serra Azul'],
  6: ['Banco Meridiano', 'Cooperativa de Crédito Aliança', 'Grupo Horizonte', 'Contábil Exata', 'Indústrias Vale Verde'],
  7: ['Colégio Monteiro Lobato', 'Escola Estadual Castro Alves', 'Instituto Aprender', 'Escola de Idiomas Falar Bem'],
  8: ['Grupo Horizonte', 'Atlântica Serviços', 'Construtora Ipê', 'Condomínio Empresarial Paulista', 'Indústrias Vale Verde'],
  9: ['Distribuidora Norte Sul', 'Lumen Software', 'Móveis Aurora', 'Lojas Estrela', 'Telefônica Conecta'],
  10: ['Agência Farol', 'Magazine Horizonte', 'Editora Ponto Final', 'Órbita Tecnologia'],
  11: ['Transportes Rota Sul', 'Centro de Distribuição Atlântico', 'Expresso Cerrado', 'Atacadão Serra Azul'],
  14: ['Grupo Horizonte', 'Consultoria Prisma RH', 'Rede Saúde Mais', 'Indústrias Vale Verde'],
  15: ['Central Atende Brasil', 'Telefônica Conecta', 'Banco Meridiano', 'Contact Center Nordeste', 'Seguradora Amparo'],
  18: ['Agência Farol', 'Estúdio Traço Fino', 'Editora Ponto Final', 'Produtora Quadro a Quadro'],
};
const ANY_EMPLOYERS = ['Grupo Horizonte', 'Atlântica Serviços', 'Indústrias Vale Verde', 'Cooperativa Campos Gerais'];

/** A public university of each state (the first choice of many), and private ones present in the whole country. */
const STATE_UNIVERSITY: Record<string, string> = {
  SP: 'Universidade Estadual Paulista (Unesp)',
  RJ: 'Universidade Federal Fluminense (UFF)',
  MG: 'Universidade Federal de Minas Gerais (UFMG)',
  ES: 'Universidade Federal do Espírito Santo (Ufes)',
  PR: 'Universidade Federal do Paraná (UFPR)',
  SC: 'Universidade Federal de Santa Catarina (UFSC)',
  RS: 'Universidade Federal do Rio Grande do Sul (UFRGS)',
  GO: 'Universidade Federal de Goiás (UFG)',
  MT: 'Universidade Federal de Mato Grosso (UFMT)',
  MS: 'Universidade Federal de Mato Grosso do Sul (UFMS)',
  DF: 'Universidade de Brasília (UnB)',
  BA: 'Universidade Federal da Bahia (UFBA)',
  PE: 'Universidade Federal de Pernambuco (UFPE)',
  CE: 'Universidade Federal do Ceará (UFC)',
  MA: 'Universidade Federal do Maranhão (UFMA)',
  RN: 'Universidade Federal do Rio Grande do Norte (UFRN)',
  PB: 'Universidade Federal da Paraíba (UFPB)',
  AL: 'Universidade Federal de Alagoas (Ufal)',
  SE: 'Universidade Federal de Sergipe (UFS)',
  PI: 'Universidade Federal do Piauí (UFPI)',
  AM: 'Universidade Federal do Amazonas (Ufam)',
  PA: 'Universidade Federal do Pará (UFPA)',
  RO: 'Universidade Federal de Rondônia (Unir)',
  TO: 'Universidade Federal do Tocantins (UFT)',
  AP: 'Universidade Federal do Amapá (Unifap)',
};
const PRIVATE_UNIVERSITIES = [
  'Universidade Estácio de Sá',
  'Centro Universitário Internacional (Uninter)',
  'Universidade Anhanguera',
  'Universidade Cruzeiro do Sul',
];
/** The technical course of each field, for those who took one instead of the degree asked, and where it is taught. */
const TECHNICAL_COURSES: Record<number, string> = {
  1: 'Técnico em Informática',
  2: 'Técnico em Enfermagem',
  3: 'Técnico em Agropecuária',
  4: 'Técnico em Comércio',
  5: 'Técnico em Mecânica',
  6: 'Técnico em Contabilidade',
  7: 'Técnico em Secretaria Escolar',
  8: 'Técnico em Administração',
  9: 'Técnico em Vendas',
  10: 'Técnico em Marketing',
  11: 'Técnico em Logística',
  12: 'Técnico em Edificações',
  13: 'Técnico em Serviços Jurídicos',
  14: 'Técnico em Recursos Humanos',
  15: 'Técnico em Administração',
  16: 'Técnico em Edificações',
  17: 'Técnico em Hospedagem',
  18: 'Técnico em Comunicação Visual',
  19: 'Técnico em Comunicação Visual',
};
/** Industry and building trades study at Senai, commerce and services at Senac; a federal institute teaches both. */
const SENAI_FIELDS = new Set([1, 3, 5, 11, 12, 16]);
const HIGH_SCHOOLS = [
  'Escola Estadual Dom Pedro II',
  'Colégio Estadual Castro Alves',
  'Escola Estadual Professora Maria Amélia',
  'Colégio Estadual Tiradentes',
  'Escola Estadual Machado de Assis',
  'Colégio Estadual Anita Garibaldi',
];
/** Soft skills people list beside their trade (their English catalogue titles). */
export const EVERYDAY_SKILLS = ['Teamwork', 'Communication', 'Problem solving', 'Organization', 'Proactivity', 'Empathy'];

const NUMBERS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
];
const inWords = (n: number) => NUMBERS[n] ?? String(n);
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
const courseOf = (degree: string) => degree.replace(/^(Bacharelado|Licenciatura|Tecnólogo|Técnico) em /, '');
const day = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * The profile of an applicant after `target`: `rand` draws every choice (the seed's own generator, so every seeded
 * database holds the same people), `now` dates the experiences and studies, `extraSkills` maps the everyday skills'
 * titles to their ids.
 */
export function applicantProfile(
  rand: () => number,
  person: Applicant,
  target: TargetPosition,
  now: Date,
  extraSkills: Map<string, string>,
): ApplicantProfile {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const found = occupationOfTitle(target.title);
  if (!found) throw new Error(`demo applicant: no occupation for ${target.title}`);
  const { occupation, categoryId } = found;
  const intern = occupation.intern === target.title;
  const level = LEVEL_SUFFIX.exec(target.title)?.[1] ?? null;
  // how far from what the position asks: a step below, at it, or a step above
  const roll = rand();
  const offset = roll < 0.35 ? -1 : roll < 0.75 ? 0 : 1;
  const baseYears = intern ? 0 : level === 'Júnior' ? 2 : level === 'Sênior' ? 8 : level === 'Pleno' ? 4 : 5;
  const years = intern ? 0 : Math.max(1, baseYears + offset * (level === 'Sênior' ? 3 : 2) + Math.floor(rand() * 2));
  const year = now.getUTCFullYear();

  // where: in the position's city, or elsewhere in its region (anywhere outside the Norte and Nordeste, for a remote one)
  const region = target.stateCode ? REGION_OF_STATE[target.stateCode] : null;
  const nearby = CITIES.filter(([, , state]) =>
    region ? REGION_OF_STATE[state] === region : ['Sudeste', 'Sul', 'Centro-Oeste'].includes(REGION_OF_STATE[state] ?? ''),
  );
  const local = target.cityId !== null && rand() < 0.45 ? CITIES.find(([id]) => id === target.cityId) : undefined;
  const [cityId, city, state] = local ?? pick(nearby.length > 0 ? nearby : CITIES);

  // the skills of the trade, each a little off what the position asks; now and then one not held at all
  const skills: ApplicantProfile['skills'] = [];
  for (const asked of target.skills) {
    if (rand() < 0.15) continue;
    const noise = rand();
    const rank = SKILL_LEVELS.indexOf(asked.level as SkillLevel) + offset + (noise < 0.2 ? -1 : noise > 0.85 ? 1 : 0);
    if (rank < 0) continue;
    skills.push({ skillId: asked.skillId, level: SKILL_LEVELS[Math.min(SKILL_LEVELS.length - 1, rank)] ?? 'basic', main: false });
  }
  for (const title of [pick(EVERYDAY_SKILLS), pick(EVERYDAY_SKILLS)]) {
    const skillId = extraSkills.get(title);
    if (skillId && !skills.some((item) => item.skillId === skillId))
      skills.push({ skillId, level: rand() < 0.5 ? 'intermediate' : 'advanced', main: false });
  }
  skills.forEach((item, index) => {
    item.main = index < 3;
  });

  const academic = studiesOf(rand, occupation, categoryId, intern, offset, years, year, city);
  const role = genderedTitle(occupation.title, person.feminine);
  const employers = EMPLOYERS[categoryId] ?? ANY_EMPLOYERS;
  const experiences: ProfessionalExperience[] = [];
  const working = intern || rand() < 0.8;
  if (!intern) {
    // the current (or last) job in the trade, and the one before it for those with more years
    const current = pick(employers);
    const joined = years <= 3 ? year - years : year - Math.min(years - 2, 4 + Math.floor(rand() * 2));
    // someone between jobs left the last one late last year
    const since = working ? joined : Math.min(joined, year - 2);
    const seniority = occupation.track === 'career' ? (years <= 2 ? ' Júnior' : years <= 5 ? ' Pleno' : ' Sênior') : '';
    const ended = working ? null : day(year - 1, 11);
    experiences.push({
      company: current,
      role: `${role}${seniority}`,
      tasks: `${capitalized(occupation.duties)}.`,
      startDate: day(since, 2 + Math.floor(rand() * 8)),
      endDate: ended,
      currentlyWorking: working,
    });
    if (since > year - years) {
      const before = pick(employers.filter((name) => name !== current));
      // the job before: a level below for a career track (Júnior, or Pleno for those long in the trade)
      const grown = occupation.track === 'career' && since - (year - years) >= 4;
      const junior = occupation.track === 'career' && !grown;
      experiences.push({
        company: before,
        role: occupation.track === 'career' ? `${role}${grown ? ' Pleno' : ' Júnior'}` : role,
        tasks: `${capitalized(occupation.duties)}${junior ? ', com o apoio de colegas mais experientes' : ''}.`,
        startDate: day(year - years, 3),
        endDate: day(since, 1),
        currentlyWorking: false,
      });
    }
  } else if (rand() < 0.5) {
    experiences.push({
      company: pick(ANY_EMPLOYERS),
      role: 'Jovem aprendiz',
      tasks: 'Apoio às rotinas administrativas, organização de documentos e atendimento interno.',
      startDate: day(year - 4, 3),
      endDate: day(year - 3, 3),
      currentlyWorking: false,
    });
  }

  const languages: LanguageSkill[] = [{ language: 'pt', proficiency: 'native_or_bilingual' }];
  // English: asked by some trades, more common among graduates, and mostly basic
  const english = rand();
  const fluency = rand();
  if (occupation.skills.some(([skill]) => skill === 'English') || english < (occupation.education === 'higher' ? 0.5 : 0.15))
    languages.push({
      language: 'en',
      proficiency: fluency < 0.2 ? 'professional_working' : fluency < 0.55 ? 'limited_working' : 'elementary',
    });
  if (rand() < 0.08) languages.push({ language: 'es', proficiency: 'limited_working' });

  // people with a disability apply above all to the positions reserved for them
  const pcd = rand() < (target.pcdOnly ? 0.75 : 0.07);
  const pcdType = pcd ? pick(PCD_TYPES.filter((type) => type !== 'multiple')) : null;
  const adaptation = pcd && rand() < 0.5 ? (ADAPTATIONS[pcdType ?? 'physical'] ?? null) : null;

  const course = occupation.degree ? courseOf(occupation.degree) : null;
  const description = intern
    ? `Estudante de ${course ?? 'graduação'} em busca de estágio. Quero aprender a ${occupation.duties}.`
    : working
      ? `${role} há ${inWords(years)} ${years === 1 ? 'ano' : 'anos'}. Hoje sou responsável por ${occupation.duties}.`
      : `${role} com ${inWords(years)} ${years === 1 ? 'ano' : 'anos'} de experiência, em busca de uma nova oportunidade. No último emprego, eu era responsável por ${occupation.duties}.`;
  const born = year - (intern ? 20 + Math.floor(rand() * 3) : 21 + years + Math.floor(rand() * 6));
  const birthdate = `${born}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
  const form = profileForm.parse({
    name: person.name,
    lastName: person.lastName,
    birthdate,
    countryAbbr: 'BRA',
    state,
    city,
    cityId,
    isPCD: pcd,
    pcdType,
    needAdaptation: adaptation !== null,
    pcdAdaptation: adaptation,
    professionalTitle: intern ? `Estudante de ${course ?? 'graduação'}` : role,
    professionalDescription: description,
    preferredAreas: [categoryId],
    professionalExperiences: experiences,
    academicExperiences: academic,
    languages,
    contentLanguages: ['pt-BR'],
  });
  const problems = profileDateProblems(form, now.toISOString().slice(0, 10));
  if (Object.keys(problems).length > 0) throw new Error(`demo applicant ${person.name}: ${JSON.stringify(problems)}`);
  return { form, skills };
}

const ADAPTATIONS: Record<string, string> = {
  physical: 'Entrevistas em local acessível para cadeira de rodas.',
  hearing: 'Intérprete de Libras nas entrevistas e legendas nos vídeos.',
  visual: 'Leitor de tela nas etapas on-line e documentos em formato acessível.',
  intellectual: 'Instruções por escrito e um pouco mais de tempo nas etapas.',
  psychosocial: 'Entrevista em horário combinado e com pausas, se preciso.',
};

/**
 * Where the applicant studied: the occupation's course, finished or under way (a student for an internship), a
 * technical course or just secondary school below what it asks, a specialization for those who have it.
 */
function studiesOf(
  rand: () => number,
  occupation: Occupation,
  categoryId: number,
  intern: boolean,
  offset: number,
  years: number,
  year: number,
  city: string,
): AcademicExperience[] {
  const state = CITIES.find(([, name]) => name === city)?.[2] ?? 'SP';
  const university = () =>
    (rand() < 0.5 ? STATE_UNIVERSITY[state] : undefined) ??
    PRIVATE_UNIVERSITIES[Math.floor(rand() * PRIVATE_UNIVERSITIES.length)] ??
    'Universidade Estácio de Sá';
  const school = HIGH_SCHOOLS[Math.floor(rand() * HIGH_SCHOOLS.length)] ?? 'Escola Estadual';
  const graduated = year - years - (rand() < 0.5 ? 1 : 0);
  const highSchool = (end: number): AcademicExperience => ({
    institution: school,
    title: 'Ensino médio',
    startDate: day(end - 3, 2),
    endDate: day(end, 12),
    currentlyStudying: false,
  });
  const degree = occupation.degree ?? 'Tecnólogo em Gestão Empresarial';
  const technical = occupation.degree?.startsWith('Técnico')
    ? occupation.degree
    : (TECHNICAL_COURSES[categoryId] ?? 'Técnico em Administração');
  const technicalSchool = () =>
    rand() < 0.3 ? `Instituto Federal, campus ${city}` : `${SENAI_FIELDS.has(categoryId) ? 'Senai' : 'Senac'} ${city}`;
  const course = (title: string, institution: string, start: number, end: number | null): AcademicExperience => ({
    institution,
    title,
    startDate: day(start, 2),
    endDate: end === null ? null : day(end, 12),
    currentlyStudying: end === null,
  });
  if (intern) {
    const started = year - 1 - Math.floor(rand() * 2);
    return [course(degree, university(), started, null), highSchool(started - 1)];
  }
  const wanted: EducationLevel = occupation.education;
  // those a step below what is asked studied a level less (or are still at it)
  const below = offset < 0 && rand() < 0.6;
  const roll = rand();
  switch (wanted) {
    case 'postgraduate': {
      const bachelor = course(degree, university(), graduated - 4, graduated);
      const specialization = occupation.specialization ?? 'MBA em Gestão Empresarial';
      if (below) return [bachelor, highSchool(graduated - 5)];
      // a year and a half of classes after some years of work; a few are still at it
      const start = Math.min(graduated + 2, year - 1);
      const finished = roll >= 0.3 && start + 1 < year;
      return [
        course(specialization, 'Fundação Getulio Vargas (FGV)', start, finished ? start + 1 : null),
        bachelor,
        highSchool(graduated - 5),
      ];
    }
    case 'higher':
      if (below)
        return roll < 0.5
          ? [course(degree, university(), year - 2, null), highSchool(graduated - 5)]
          : [course(technical, technicalSchool(), graduated - 2, graduated), highSchool(graduated - 3)];
      return [course(degree, university(), graduated - 4, graduated), highSchool(graduated - 5)];
    case 'technical':
      if (below) return [highSchool(graduated)];
      return [course(technical, technicalSchool(), graduated - 2, graduated), highSchool(graduated - 2)];
    case 'high_school':
      if (below && roll < 0.3) return [];
      return roll > 0.85
        ? [course('Tecnólogo em Gestão Comercial', PRIVATE_UNIVERSITIES[1] ?? 'Uninter', year - 1, null), highSchool(graduated)]
        : [highSchool(graduated)];
    case 'none':
      return roll < 0.5 ? [highSchool(graduated)] : [];
  }
}
