import type pg from 'pg';

/** The company that publishes the most positions of the large catalogue, and a reader with saved ones. */
export const LARGE_COMPANY = '00000000-0000-4000-8000-00000000c001';
export const CATALOGUE_READER = '00000000-0000-4000-8000-00000000d0aa';
const COMPANIES = 200;

// 50 job titles and 50 course topics (folded, as search_text is): a text matches about 2% of a table, as a real one does
const sqlArray = (words: string) =>
  `array[${words
    .trim()
    .split(/\s*,\s*/)
    .map((word) => `'${word}'`)
    .join(',')}]`;
const TITLES =
  sqlArray(`analista de dados, desenvolvedor back-end, desenvolvedora front-end, engenheiro de software, assistente administrativo,
  auxiliar de logistica, operador de empilhadeira, tecnico de enfermagem, enfermeira, farmaceutico, vendedor externo, consultor comercial,
  atendente de loja, operador de caixa, recepcionista, analista financeiro, contador, auxiliar contabil, analista de rh, recrutadora,
  designer grafico, designer de produto, redator publicitario, analista de marketing, gerente de projetos, scrum master, motorista de caminhao,
  mecanico de manutencao, eletricista industrial, soldador, tecnico agricola, agronomo, operador de colheitadeira, veterinario, professor de ingles,
  pedagoga, cozinheiro, garcom, camareira, vigilante, porteiro, auxiliar de limpeza, analista de suporte, cientista de dados, engenheira civil,
  arquiteto, advogado trabalhista, estagiario de direito, jovem aprendiz, analista de qualidade`);
const COURSE_TOPICS =
  sqlArray(`programacao, dados, lideranca, vendas, soldagem, excel, python, javascript, marketing, financas, contabilidade,
  enfermagem, nutricao, ingles, espanhol, libras, fotografia, design, logistica, eletrica, mecanica, automacao, agricultura, pecuaria,
  apicultura, irrigacao, oratoria, didatica, empreendedorismo, negociacao, seguranca, redes, nuvem, react, java, android, testes,
  estatistica, fiscal, tributos, investimentos, branding, ecommerce, copywriting, ilustracao, video, moda, interiores, solar, climatizacao`);
// real IBGE cities across the regions, so the city and state filters select what they would in production
const CITIES = `(values (3550308, 'Sao Paulo', 'SP'), (3509502, 'Campinas', 'SP'), (3304557, 'Rio de Janeiro', 'RJ'),
  (3106200, 'Belo Horizonte', 'MG'), (4106902, 'Curitiba', 'PR'), (4314902, 'Porto Alegre', 'RS'), (4205407, 'Florianopolis', 'SC'),
  (2927408, 'Salvador', 'BA'), (2611606, 'Recife', 'PE'), (2304400, 'Fortaleza', 'CE'), (5300108, 'Brasilia', 'DF'),
  (5208707, 'Goiania', 'GO'), (1302603, 'Manaus', 'AM'), (1501402, 'Belem', 'PA'), (5103403, 'Cuiaba', 'MT'),
  (2211001, 'Teresina', 'PI')) as c(id, name, state)`;

/**
 * `rows` positions of 200 companies (one of them, LARGE_COMPANY, with a twenty-first of them), a minute apart: every
 * category, contract type and salary form, remote and PcD ones, 85% open and the rest paused, closed or draft; a
 * reader who saved 300 of them, a third asking "apply when ready". Ends with VACUUM ANALYZE.
 */
export async function fillLargePositions(pool: pg.Pool, rows: number): Promise<void> {
  await pool.query(`
    insert into workspaces (id, name, type, subdomain, is_completed, created_at)
      select case when g = 1 then '${LARGE_COMPANY}'::uuid else gen_random_uuid() end, 'Empresa Grande ' || g, 'business',
        'empresa-grande-' || g, true, now()
      from generate_series(1, ${COMPANIES}) g;
    create temporary table company_n as
      select id, row_number() over (order by subdomain) - 1 as n from workspaces where subdomain like 'empresa-grande-%';
    create temporary table city_n as select *, row_number() over () - 1 as n from ${CITIES};
    insert into positions (workspace_id, title, description, category_id, contract_type, salary_type, salary_text, salary_min,
        salary_max, salary_period, salary_monthly_min, remote, pcd_only, city_id, city_name, state_code, language, education_level,
        steps, status, search_text, published_at, created_at, updated_at)
      select case when g % 21 = 0 then '${LARGE_COMPANY}'::uuid else w.id end, title, 'Vaga ' || g || ' de ' || title,
        1 + g % 20, (array['FULL_TIME','PART_TIME','CONTRACTOR','TEMPORARY','INTERN','VOLUNTEER','PER_DIEM','OTHER'])[1 + g % 8],
        case g % 5 when 0 then 'unspecified' when 1 then 'text' else 'range' end,
        case when g % 5 = 1 then 'A combinar' end,
        case when g % 5 > 1 then 1500 + (g % 60) * 250 end, case when g % 5 > 1 then 3000 + (g % 60) * 300 end,
        case when g % 5 > 1 then 'monthly' end, case when g % 5 > 1 then 1500 + (g % 60) * 250 end,
        g % 9 = 0, g % 23 = 0, case when g % 9 <> 0 then c.id end, case when g % 9 <> 0 then c.name end,
        case when g % 9 <> 0 then c.state end, 'pt-BR', 'none', '[]'::jsonb,
        case when g % 20 < 17 then 'active' when g % 20 = 17 then 'paused' when g % 20 = 18 then 'archived' else 'draft' end,
        title || ' ' || lower(c.name) || ' vaga ' || g || ' ' || md5(g::text),
        case when g % 20 <> 19 then now() - g * interval '1 minute' end, now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, ${rows}) g
      cross join lateral (select (${TITLES})[1 + (g * 7) % 50] as title) named
      join company_n w on w.n = g % ${COMPANIES}
      join city_n c on c.n = g % 16;
    insert into users (id, email, name, last_name, password_hash, created_at)
      values ('${CATALOGUE_READER}', 'leitor@catalogo.test', 'Leitor', 'Catalogo', 'x', now()) on conflict do nothing;
    insert into favorite_positions (user_id, position_id, notify_when_ready, created_at)
      select '${CATALOGUE_READER}', id, random() < 0.33, created_at from positions where status = 'active'
      order by published_at desc offset 100 limit 300;
    drop table company_n, city_n;
  `);
  await pool.query('vacuum analyze workspaces, positions, favorite_positions');
}

/**
 * `rows` courses of 40 providers in every segment (the segments must exist), a minute apart, with every modality,
 * workload and price; the reader saved 500 and enrolled in 300. Ends with VACUUM ANALYZE.
 */
export async function fillLargeCourses(pool: pg.Pool, rows: number): Promise<void> {
  await pool.query(`
    insert into users (id, email, name, last_name, password_hash, created_at)
      values ('${CATALOGUE_READER}', 'leitor@catalogo.test', 'Leitor', 'Catalogo', 'x', now()) on conflict do nothing;
    insert into course_providers (slug, name) select 'fornecedor-' || g, 'Fornecedor ' || g from generate_series(1, 40) g;
    create temporary table provider_n as
      select id, row_number() over (order by slug) - 1 as n from course_providers where slug like 'fornecedor-%';
    create temporary table segment_n as select id, row_number() over (order by slug) - 1 as n from course_segments;
    insert into courses (provider_id, segment_id, external_id, name, description, modality, workload_hours, price_cents, currency,
        language, url, city_name, state_code, search_text, created_at, updated_at)
      select p.id, s.id, 'ext-' || g, 'Curso ' || g || ' de ' || topic,
        'Descrição ' || md5(g::text), (array['online','online','online','hybrid','oncampus','bimodal','online_synchronous'])[1 + g % 7],
        4 + g % 397, case when g % 3 = 0 then 0 else 4990 + (g % 50) * 1000 end, 'BRL', 'pt-BR', 'https://cursos.test/' || g,
        case when g % 7 in (3, 4, 5) then 'Cidade ' || g % 100 end, case when g % 7 in (3, 4, 5) then 'SP' end,
        'curso ' || g || ' de ' || topic || ' ' || md5(g::text),
        now() - g * interval '1 minute', now()
      from generate_series(1, ${rows}) g
      cross join lateral (select (${COURSE_TOPICS})[1 + (g * 7) % 50] as topic) named
      join provider_n p on p.n = g % 40
      join segment_n s on s.n = (g / 40) % (select count(*) from segment_n);
    insert into saved_courses (user_id, course_id, created_at)
      select '${CATALOGUE_READER}', id, created_at from courses order by created_at desc offset 1000 limit 500;
    insert into course_enrollments (user_id, course_id, phone, created_at)
      select '${CATALOGUE_READER}', id, '11987654321', created_at from courses order by created_at desc offset 5000 limit 300;
    drop table provider_n, segment_n;
  `);
  await pool.query('vacuum analyze courses, course_providers, course_segments, saved_courses, course_enrollments');
}
