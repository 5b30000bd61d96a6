// The scale bench's data (bench/scale.ts): positions, contents and pathways with realistic text in pt-BR, en and es,
// generated in SQL, grown size by size (10,000, then 100,000, then 1,000,000 of each). Words are drawn with a skew, as
// in real text: a few job titles, skills and topics are common (a broad search matches a tenth of the table), most
// are rare (a rare term matches a few hundred rows at 1,000,000).
import type pg from 'pg';

/** The company the scale positions belong to (one of 200), and the open workspace of the scale contents. */
const SCALE_COMPANY_PREFIX = 'escala-empresa-';

const list = (words: string[]) => `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]`;

const PT_ROLES = list([
  'Analista de Dados',
  'Desenvolvedor Back-end',
  'Desenvolvedora Front-end',
  'Engenheiro de Software',
  'Assistente Administrativo',
  'Auxiliar de Logística',
  'Operador de Empilhadeira',
  'Técnico de Enfermagem',
  'Enfermeira',
  'Farmacêutico',
  'Vendedor Externo',
  'Consultor Comercial',
  'Atendente de Loja',
  'Operador de Caixa',
  'Recepcionista',
  'Analista Financeiro',
  'Contador',
  'Auxiliar Contábil',
  'Analista de Recursos Humanos',
  'Recrutadora',
  'Designer Gráfico',
  'Redator Publicitário',
  'Analista de Marketing',
  'Gerente de Projetos',
  'Motorista de Caminhão',
  'Mecânico de Manutenção',
  'Eletricista Industrial',
  'Soldador',
  'Técnico Agrícola',
  'Agrônomo',
  'Veterinário',
  'Professor de Inglês',
  'Cozinheiro',
  'Garçom',
  'Vigilante',
  'Auxiliar de Limpeza',
  'Analista de Suporte',
  'Cientista de Dados',
  'Engenheira Civil',
  'Advogado Trabalhista',
]);
const EN_ROLES = list([
  'Data Analyst',
  'Backend Developer',
  'Frontend Engineer',
  'Software Engineer',
  'Customer Success Manager',
  'Sales Representative',
  'Registered Nurse',
  'Warehouse Associate',
  'Product Designer',
  'Marketing Specialist',
  'Project Manager',
  'Accountant',
  'HR Business Partner',
  'DevOps Engineer',
  'QA Analyst',
  'Support Specialist',
  'Truck Driver',
  'Electrician',
  'Line Cook',
  'Paralegal',
]);
const ES_ROLES = list([
  'Analista de Datos',
  'Desarrollador Backend',
  'Ingeniero de Software',
  'Asistente Administrativo',
  'Vendedor de Campo',
  'Enfermera',
  'Contador Público',
  'Diseñador Gráfico',
  'Gerente de Proyectos',
  'Conductor de Camión',
  'Técnico de Mantenimiento',
  'Electricista',
  'Cocinero',
  'Mesero',
  'Recepcionista',
  'Analista de Recursos Humanos',
  'Ejecutivo Comercial',
  'Soporte Técnico',
  'Abogado Laboral',
  'Profesor de Español',
]);
const PT_LEVELS = list(['Júnior', 'Pleno', 'Sênior', 'Estagiário', 'Trainee', '', '', '']);
const EN_LEVELS = list(['Junior', 'Senior', 'Intern', 'Lead', 'Staff', '', '', '']);
const ES_LEVELS = list(['Junior', 'Semi Senior', 'Senior', 'Practicante', '', '', '', '']);
const SKILLS = list([
  'excel',
  'sql',
  'python',
  'power bi',
  'sap',
  'java',
  'react',
  'typescript',
  'node.js',
  'aws',
  'docker',
  'kubernetes',
  'atendimento ao cliente',
  'negociação',
  'pacote office',
  'libras',
  'cnh categoria d',
  'nr-10',
  'nr-35',
  'solda mig',
  'tableau',
  'looker',
  'salesforce',
  'hubspot',
  'figma',
  'photoshop',
  'autocad',
  'revit',
  'totvs',
  'protheus',
  'scrum',
  'kanban',
  'inglês avançado',
  'espanhol intermediário',
  'contabilidade fiscal',
  'folha de pagamento',
  'esocial',
  'gestão de estoque',
  'manutenção preventiva',
  'primeiros socorros',
  'vacinação',
  'farmacologia',
  'agricultura de precisão',
  'irrigação',
  'pecuária leiteira',
  'r',
  'spark',
  'airflow',
  'dbt',
  'terraform',
  'graphql',
  'kotlin',
  'swift',
  'flutter',
  'go',
  'rust',
  'elixir',
  'cobol',
  'abap',
  'sas',
]);
const PT_SENTENCES = list([
  'Buscamos profissional para atuar em equipe multidisciplinar com foco em resultados.',
  'Você vai apoiar a rotina da área, organizar indicadores e propor melhorias nos processos.',
  'Oferecemos plano de saúde, vale-refeição, participação nos lucros e horário flexível.',
  'A vaga é para atuação presencial com possibilidade de trabalho híbrido após a experiência.',
  'Responsável pelo atendimento a clientes internos e externos e pela elaboração de relatórios.',
  'Empresa em crescimento no setor de varejo procura pessoas comprometidas e curiosas.',
  'Atuação com planejamento, execução e acompanhamento de projetos estratégicos.',
  'Ambiente inclusivo: valorizamos a diversidade e incentivamos candidaturas de pessoas com deficiência.',
  'Experiência anterior na função é desejável, mas não obrigatória para o nível júnior.',
  'Jornada de segunda a sexta, das 8h às 17h, com uma hora de almoço.',
  'Treinamento completo oferecido pela empresa e oportunidades reais de carreira.',
  'Contratação imediata para início na próxima semana em nossa unidade.',
]);
const EN_SENTENCES = list([
  'We are looking for a motivated professional to join a fast growing team.',
  'You will own the weekly reporting, improve our processes and work closely with stakeholders.',
  'Benefits include health insurance, a learning budget and flexible working hours.',
  'This is a hybrid role with two days a week at our office.',
  'Previous experience in a similar role is a plus but not required.',
  'We value diversity and encourage candidates with disabilities to apply.',
  'Join a company that ships every week and listens to its customers.',
  'Full training is provided during the first month.',
]);
const ES_SENTENCES = list([
  'Buscamos una persona profesional para sumarse a un equipo en crecimiento.',
  'Serás responsable de los informes semanales y de la mejora continua de los procesos.',
  'Ofrecemos seguro médico, capacitación constante y horario flexible.',
  'Modalidad híbrida con dos días por semana en la oficina.',
  'Se valora experiencia previa en un puesto similar, no excluyente.',
  'Valoramos la diversidad e incentivamos la postulación de personas con discapacidad.',
  'Incorporación inmediata en nuestra sede principal.',
  'Capacitación completa durante el primer mes de trabajo.',
]);
const PT_TOPICS = list([
  'Programação',
  'Análise de Dados',
  'Liderança',
  'Vendas',
  'Soldagem',
  'Excel',
  'Python',
  'JavaScript',
  'Marketing Digital',
  'Finanças Pessoais',
  'Contabilidade',
  'Enfermagem',
  'Nutrição',
  'Inglês',
  'Espanhol',
  'Libras',
  'Fotografia',
  'Design',
  'Logística',
  'Elétrica',
  'Mecânica',
  'Automação',
  'Agricultura',
  'Pecuária',
  'Apicultura',
  'Irrigação',
  'Oratória',
  'Didática',
  'Empreendedorismo',
  'Negociação',
  'Segurança do Trabalho',
  'Redes de Computadores',
  'Computação em Nuvem',
  'React',
  'Java',
  'Android',
  'Testes de Software',
  'Estatística',
  'Gestão Fiscal',
  'Investimentos',
]);
const EN_TOPICS = list([
  'Programming',
  'Data Analysis',
  'Leadership',
  'Sales',
  'Public Speaking',
  'Excel',
  'Python',
  'JavaScript',
  'Digital Marketing',
  'Personal Finance',
  'Accounting',
  'Nursing',
  'Photography',
  'Product Design',
  'Supply Chain',
  'Cloud Computing',
  'Machine Learning',
  'Project Management',
  'Negotiation',
  'Cybersecurity',
]);
const ES_TOPICS = list([
  'Programación',
  'Análisis de Datos',
  'Liderazgo',
  'Ventas',
  'Oratoria',
  'Excel',
  'Python',
  'Marketing Digital',
  'Finanzas Personales',
  'Contabilidad',
  'Enfermería',
  'Fotografía',
  'Diseño',
  'Logística',
  'Computación en la Nube',
  'Gestión de Proyectos',
  'Negociación',
  'Ciberseguridad',
  'Emprendimiento',
  'Estadística',
]);
const PT_CONTENT_TITLES = list([
  'Introdução a %',
  'Curso completo de %',
  '% na prática',
  'Guia de % para iniciantes',
  'Como aprender %',
  '% avançado',
]);
const EN_CONTENT_TITLES = list(['Introduction to %', '% for beginners', 'Mastering %', 'A practical guide to %']);
const ES_CONTENT_TITLES = list(['Introducción a %', 'Curso de %', '% para principiantes', 'Guía práctica de %']);
const PT_CONTENT_SENTENCES = list([
  'Neste conteúdo você aprende os fundamentos com exemplos do dia a dia.',
  'Aulas curtas, exercícios práticos e um projeto final para o seu portfólio.',
  'Indicado para quem está começando e para quem quer revisar os conceitos.',
  'Material produzido por especialistas do mercado com certificado ao final.',
  'Veja como aplicar o conhecimento no trabalho e acelerar a sua carreira.',
  'Episódio com convidados que contam a sua trajetória profissional.',
]);
const EN_CONTENT_SENTENCES = list([
  'Learn the fundamentals with everyday examples.',
  'Short lessons, hands-on exercises and a final project for your portfolio.',
  'For beginners and for anyone who wants a refresher.',
  'Made by industry experts, with a certificate at the end.',
]);
const ES_CONTENT_SENTENCES = list([
  'Aprende los fundamentos con ejemplos de la vida cotidiana.',
  'Lecciones cortas, ejercicios prácticos y un proyecto final.',
  'Para quienes empiezan y para quienes quieren repasar los conceptos.',
  'Material preparado por especialistas, con certificado al final.',
]);
const CITIES = `(values (3550308, 'São Paulo', 'SP'), (3509502, 'Campinas', 'SP'), (3304557, 'Rio de Janeiro', 'RJ'),
  (3106200, 'Belo Horizonte', 'MG'), (4106902, 'Curitiba', 'PR'), (4314902, 'Porto Alegre', 'RS'), (4205407, 'Florianópolis', 'SC'),
  (2927408, 'Salvador', 'BA'), (2611606, 'Recife', 'PE'), (2304400, 'Fortaleza', 'CE'), (5300108, 'Brasília', 'DF'),
  (5208707, 'Goiânia', 'GO'), (1302603, 'Manaus', 'AM'), (1501402, 'Belém', 'PA'), (5103403, 'Cuiabá', 'MT'),
  (2211001, 'Teresina', 'PI')) as c(id, name, state)`;

/** A number in [0, 1) drawn from row g and a salt, the same on every run. */
const unit = (g: string, salt: number) => `((hashint8(${g}::bigint * 131 + ${salt}) & 2147483647)::float8 / 2147483648)`;
/** An element of an array, drawn with a skew (the first ones far more often: squared, as word frequencies go). */
const pick = (array: string, g: string, salt: number, skew = 2) =>
  `(${array})[1 + floor(power(${unit(g, salt)}, ${skew}) * array_length(${array}, 1))::int]`;
/** Lower case without accents, as search_text is stored (contract skillKey). */
const fold = (sql: string) => `translate(lower(${sql}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;

/** The secondary indexes of tables (not those behind constraints), to drop for a bulk load and build after it. */
async function secondaryIndexes(client: pg.PoolClient, tables: string[]) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    [tables],
  );
  return rows;
}

/** Runs a bulk insert with the tables' secondary indexes dropped, then builds them again (the migrations' own). */
/** The enabled triggers the schema itself defines on `tables` (not the foreign keys' internal ones). */
async function ownTriggers(client: pg.PoolClient, tables: string[]): Promise<{ table: string; name: string }[]> {
  const found = await client.query<{ table: string; name: string }>(
    `select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where not t.tgisinternal and t.tgenabled = 'O' and c.relname = any($1::text[]) and c.relnamespace = current_schema()::regnamespace`,
    [tables],
  );
  return found.rows;
}

async function bulkLoad(pool: pg.Pool, tables: string[], sql: string) {
  const client = await pool.connect();
  try {
    const indexes = await secondaryIndexes(client, tables);
    await client.query("set maintenance_work_mem = '512MB'");
    // the rows are made consistent (their companies, workspaces and authors exist): no foreign-key check per row
    // (embedded PostgreSQL's user is a superuser)
    await client.query('set session_replication_role = replica');
    // the tables' own triggers still fire (search_words learns the loaded texts' words): only the foreign keys' are off
    const triggers = await ownTriggers(client, tables);
    for (const trigger of triggers) await client.query(`alter table "${trigger.table}" enable always trigger "${trigger.name}"`);
    await client.query('set max_parallel_maintenance_workers = 1');
    await client.query(indexes.map((index) => `drop index "${index.name}";`).join('\n'));
    await client.query(sql);
    for (const index of indexes) await client.query(index.definition);
    for (const trigger of triggers) await client.query(`alter table "${trigger.table}" enable trigger "${trigger.name}"`);
    await client.query('reset maintenance_work_mem');
    await client.query('reset session_replication_role');
  } finally {
    client.release();
  }
  await pool.query(`vacuum analyze ${tables.join(', ')}`);
}

/**
 * Positions numbered `from` + 1 to `to` of 200 companies (created with the first call), a minute apart: 70% in pt-BR,
 * 15% in en and 15% in es, a title (role and level), three sentences, three skills, a city; every category, contract
 * type and salary form, 85% open.
 */
export async function growScalePositions(pool: pg.Pool, from: number, to: number): Promise<void> {
  if (from === 0) {
    await pool.query(`insert into workspaces (name, type, subdomain, is_completed, created_at)
      select 'Empresa Escala ' || g, 'business', '${SCALE_COMPANY_PREFIX}' || g, true, now() from generate_series(0, 199) g`);
  }
  const g = 'g';
  const language = `case when ${unit(g, 1)} < 0.7 then 'pt-BR' when ${unit(g, 1)} < 0.85 then 'en' else 'es' end`;
  await bulkLoad(
    pool,
    ['positions'],
    `insert into positions (workspace_id, title, description, requirements, category_id, contract_type, salary_type, salary_text,
        salary_min, salary_max, salary_period, salary_monthly_min, remote, pcd_only, city_id, city_name, state_code, language,
        education_level, steps, status, search_text, published_at, created_at, updated_at)
      select w.id, t.title, t.description, t.requirements, 1 + g % 20,
        (array['FULL_TIME','PART_TIME','CONTRACTOR','TEMPORARY','INTERN','VOLUNTEER','PER_DIEM','OTHER'])[1 + g % 8],
        case g % 5 when 0 then 'unspecified' when 1 then 'text' else 'range' end, case when g % 5 = 1 then 'A combinar' end,
        case when g % 5 > 1 then 1500 + (g % 60) * 250 end, case when g % 5 > 1 then 3000 + (g % 60) * 300 end,
        case when g % 5 > 1 then 'monthly' end, case when g % 5 > 1 then 1500 + (g % 60) * 250 end,
        g % 9 = 0, g % 23 = 0, case when g % 9 <> 0 then c.id end, case when g % 9 <> 0 then c.name end,
        case when g % 9 <> 0 then c.state end, t.language, 'none', '[]'::jsonb,
        case when g % 20 < 17 then 'active' when g % 20 = 17 then 'paused' when g % 20 = 18 then 'archived' else 'draft' end,
        ${fold(`t.title || ' ' || w.name || ' ' || coalesce(c.name, '') || ' ' || t.description || ' ' || t.requirements`)},
        case when g % 20 <> 19 then now() - g * interval '1 minute' end, now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(${from + 1}, ${to}) g
      join (select id, name, row_number() over (order by id) - 1 as n from workspaces where subdomain like '${SCALE_COMPANY_PREFIX}%') w
        on w.n = g % 200
      join (select *, row_number() over () - 1 as n from ${CITIES}) c on c.n = (g / 7) % 16
      cross join lateral (select ${language} as language) l
      cross join lateral (
        select trim(case l.language when 'pt-BR' then ${pick(PT_ROLES, g, 2)} || ' ' || ${pick(PT_LEVELS, g, 3, 1)}
            when 'en' then ${pick(EN_LEVELS, g, 3, 1)} || ' ' || ${pick(EN_ROLES, g, 2)}
            else ${pick(ES_ROLES, g, 2)} || ' ' || ${pick(ES_LEVELS, g, 3, 1)} end) as title,
          case l.language when 'pt-BR' then ${pick(PT_SENTENCES, g, 4, 1)} || ' ' || ${pick(PT_SENTENCES, g, 5, 1)} || ' ' || ${pick(PT_SENTENCES, g, 6, 1)}
            when 'en' then ${pick(EN_SENTENCES, g, 4, 1)} || ' ' || ${pick(EN_SENTENCES, g, 5, 1)} || ' ' || ${pick(EN_SENTENCES, g, 6, 1)}
            else ${pick(ES_SENTENCES, g, 4, 1)} || ' ' || ${pick(ES_SENTENCES, g, 5, 1)} || ' ' || ${pick(ES_SENTENCES, g, 6, 1)} end as description,
          case l.language when 'en' then 'Skills: ' when 'es' then 'Requisitos: ' else 'Requisitos: ' end
            || ${pick(SKILLS, g, 7, 3)} || ', ' || ${pick(SKILLS, g, 8, 3)} || ', ' || ${pick(SKILLS, g, 9, 3)} as requirements,
          l.language
      ) t`,
  );
}

/**
 * Contents numbered `from` + 1 to `to` (and a pathway for every fifth) of 200 workspaces and 1,000 authors (created with
 * the first call), a minute apart: 70% in pt-BR, 15% in en and 15% in es, a title of a topic and a description of two
 * sentences; a third public, a tenth private.
 */
export async function growScaleContents(pool: pg.Pool, from: number, to: number): Promise<void> {
  if (from === 0) {
    await pool.query(`
      insert into workspaces (name, type, subdomain, is_completed, created_at)
        select 'Escola Escala ' || g, 'business', 'escala-escola-' || g, true, now() from generate_series(0, 199) g;
      insert into users (email, name, last_name, password_hash, created_at)
        select 'autor' || g || '@escala.test', 'Autora', 'Escala ' || g, 'x', now() from generate_series(0, 999) g`);
  }
  const g = 'g';
  const language = `case when ${unit(g, 11)} < 0.7 then 'pt-BR' when ${unit(g, 11)} < 0.85 then 'en' else 'es' end`;
  const titled = (titles: string, topics: string) => `replace(${pick(titles, g, 12, 1)}, '%', ${pick(topics, g, 13)})`;
  const described = (sentences: string) => `${pick(sentences, g, 14, 1)} || ' ' || ${pick(sentences, g, 15, 1)}`;
  await bulkLoad(
    pool,
    ['contents', 'lists'],
    `create temporary table scale_spread as
        select g, w.id as ws, a.id as author, t.*
        from generate_series(${from + 1}, ${to}) g
        join (select id, row_number() over (order by id) - 1 as n from workspaces where subdomain like 'escala-escola-%') w
          on w.n = g % 200
        join (select id, row_number() over (order by id) - 1 as n from users where email like 'autor%@escala.test') a
          on a.n = g % 1000
        cross join lateral (select ${language} as language) l
        cross join lateral (
          select case l.language when 'pt-BR' then ${titled(PT_CONTENT_TITLES, PT_TOPICS)}
              when 'en' then ${titled(EN_CONTENT_TITLES, EN_TOPICS)} else ${titled(ES_CONTENT_TITLES, ES_TOPICS)} end as title,
            case l.language when 'pt-BR' then ${described(PT_CONTENT_SENTENCES)}
              when 'en' then ${described(EN_CONTENT_SENTENCES)} else ${described(ES_CONTENT_SENTENCES)} end as description,
            l.language
        ) t;
      insert into contents (workspace_id, author_id, type, level, title, description, language, is_private, is_public,
          publish_to_profile, search_text, created_at, updated_at)
        select ws, author, (array['video','article','course','podcast','book','webinar'])[1 + g % 6],
          (array['interest','basic','intermediate','advanced'])[1 + (g / 6) % 4], title, description, language,
          g % 10 = 0, g % 3 = 0, g % 2 = 0, ${fold(`title || ' ' || description`)},
          now() - g * interval '1 minute', now()
        from scale_spread;
      insert into lists (workspace_id, author_id, title, description, is_private, search_text, created_at, updated_at)
        select ws, author, 'Trilha: ' || title, description, g % 10 = 0, ${fold(`'trilha ' || title || ' ' || description`)},
          now() - g * interval '1 minute', now()
        from scale_spread where g % 5 = 0;
      drop table scale_spread`,
  );
}

/**
 * Courses numbered `from` + 1 to `to` of 40 providers in 12 segments (created with the first call), a minute
 * apart: a topic and a kind in pt-BR (80%), en or es, every modality, workload and price.
 */
export async function growScaleCourses(pool: pg.Pool, from: number, to: number): Promise<void> {
  if (from === 0) {
    await pool.query(`
      insert into course_providers (slug, name) select 'escala-fornecedor-' || g, 'Escola Escala ' || g from generate_series(0, 39) g;
      insert into course_segments (slug, name_pt, name_en, name_es)
        select 'escala-segmento-' || g, 'Segmento ' || g, 'Segment ' || g, 'Segmento ' || g from generate_series(0, 11) g`);
  }
  const g = 'g';
  const language = `case when ${unit(g, 21)} < 0.8 then 'pt-BR' when ${unit(g, 21)} < 0.9 then 'en' else 'es' end`;
  const titled = (titles: string, topics: string) => `replace(${pick(titles, g, 22, 1)}, '%', ${pick(topics, g, 23)})`;
  await bulkLoad(
    pool,
    ['courses'],
    `insert into courses (provider_id, segment_id, external_id, name, description, modality, workload_hours, price_cents, currency,
        language, url, city_name, state_code, search_text, created_at, updated_at)
      select p.id, s.id, 'escala-' || g, t.name, t.description,
        (array['online','online','online','hybrid','oncampus','bimodal','online_synchronous'])[1 + g % 7],
        4 + g % 397, case when g % 3 = 0 then 0 else 4990 + (g % 50) * 1000 end, 'BRL', t.language, 'https://cursos.test/' || g,
        case when g % 7 in (3, 4, 5) then 'Campinas' end, case when g % 7 in (3, 4, 5) then 'SP' end,
        ${fold(`t.name || ' ' || t.description || ' ' || p.name`)}, now() - g * interval '1 minute', now()
      from generate_series(${from + 1}, ${to}) g
      join (select id, name, row_number() over (order by slug) - 1 as n from course_providers where slug like 'escala-fornecedor-%') p
        on p.n = g % 40
      join (select id, row_number() over (order by slug) - 1 as n from course_segments where slug like 'escala-segmento-%') s
        on s.n = (g / 40) % 12
      cross join lateral (select ${language} as language) l
      cross join lateral (
        select case l.language when 'pt-BR' then ${titled(PT_CONTENT_TITLES, PT_TOPICS)}
            when 'en' then ${titled(EN_CONTENT_TITLES, EN_TOPICS)} else ${titled(ES_CONTENT_TITLES, ES_TOPICS)} end as name,
          case l.language when 'pt-BR' then ${pick(PT_CONTENT_SENTENCES, g, 24, 1)} || ' ' || ${pick(PT_CONTENT_SENTENCES, g, 25, 1)}
            when 'en' then ${pick(EN_CONTENT_SENTENCES, g, 24, 1)} else ${pick(ES_CONTENT_SENTENCES, g, 24, 1)} end as description,
          l.language
      ) t`,
  );
}
