import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_TYPES } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ASSET_URL_PREFIX, ASSETS_DIR } from '../../platform/storage/file-routes.ts';
import { dayInWords, isWorkingTime, workingSlot } from '../../seed/demo-calendar.ts';
import { CITIES, OCCUPATIONS, occupationOfTitle, REGION_OF_STATE } from '../../seed/positions-data.ts';
import { MINIMUM_WAGE } from '../../seed/positions-seed.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// Data a person would believe: the invariants of the generated demo data, checked on a seeded database of
// its own. The clock is a Wednesday night, so the interview three days later would fall on a Saturday.
const NOW = '2026-11-25T23:30:00.000Z';
const WEEKDAY_NAMES = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
const brasilia = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});

type Row = {
  id: string;
  company: string;
  categoryId: number;
  steps: { kind: string; videos?: { title: string; url: string }[] }[];
  requirements: string | null;
  title: string;
  contract: string;
  workload: string | null;
  description: string;
  salaryType: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: string | null;
  monthly: number | null;
  remote: boolean;
  state: string | null;
  cityId: number | null;
  cityName: string | null;
};

let t: TestApp;
let rows: Row[];
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  expect(await seedIfEmpty(t.deps)).toBe(true);
  rows = (
    await t.db.execute<Row>(
      sql`select p.id, w.name as company, p.category_id as "categoryId", p.steps, p.requirements, p.title,
            p.contract_type as contract, p.workload, p.description, p.salary_type as "salaryType", p.salary_min as "salaryMin",
            p.salary_max as "salaryMax", p.salary_period as "salaryPeriod", p.salary_monthly_min as monthly, p.remote,
            p.state_code as state, p.city_id as "cityId", p.city_name as "cityName"
          from positions p join workspaces w on w.id = p.workspace_id`,
    )
  ).rows;
}, 240_000);
afterAll(() => t.close());

const LEVEL = /\b(Júnior|Pleno|Sênior)$/;

describe('the demo positions', () => {
  it('a regional portal lists only positions in its region, its partners’ included', async () => {
    const regions: Record<string, string> = { 'vagas-nordeste': 'Nordeste', 'emprega-sul': 'Sul', 'talentos-do-norte': 'Norte' };
    for (const [subdomain, region] of Object.entries(regions)) {
      const listed = await t.db.execute<{ title: string; state: string | null; remote: boolean; own: boolean }>(
        sql`select p.title, p.state_code as state, p.remote, p.workspace_id = w.id as own
            from positions p join workspaces w on w.subdomain = ${subdomain}
            where p.status = 'active' and (p.workspace_id = w.id
              or exists (select 1 from portal_partners pp where pp.portal_id = w.id and pp.company_id = p.workspace_id))`,
      );
      expect(listed.rows.length, subdomain).toBeGreaterThan(50);
      // Globex is Vagas Nordeste's partner, Nova Empresa Emprega Sul's; Talentos do Norte has none
      if (subdomain !== 'talentos-do-norte')
        expect(
          listed.rows.some((row) => !row.own),
          `${subdomain} lists a partner's positions`,
        ).toBe(true);
      const outside = listed.rows.filter((row) => row.remote || !row.state || REGION_OF_STATE[row.state] !== region);
      expect(
        outside.map((row) => `${row.title} (${row.state ?? 'remoto'})`),
        subdomain,
      ).toEqual([]);
    }
  });

  it('every city is the lookup’s city of that IBGE code and state', () => {
    const lookup = new Map(
      (JSON.parse(readFileSync(new URL('../lookups/data/br-cities.json', import.meta.url), 'utf8')) as [number, string, string][]).map(
        ([id, name, state]) => [id, `${name}-${state}`],
      ),
    );
    for (const [id, name, state] of CITIES) expect(lookup.get(id), name).toBe(`${name}-${state}`);
    for (const row of rows.filter((r) => r.cityId !== null)) expect(lookup.get(row.cityId ?? 0)).toBe(`${row.cityName}-${row.state}`);
  });

  it('the contract and the salary agree: volunteers unpaid, internships a bolsa-auxílio, no CLT job below the minimum wage', () => {
    const volunteers = rows.filter((row) => row.contract === 'VOLUNTEER');
    expect(volunteers.length).toBeGreaterThan(10);
    for (const row of volunteers) {
      expect(row.salaryType, row.title).not.toBe('range');
      expect(row.monthly).toBeNull();
      expect(row.description).toMatch(/sem remuneração|não remunerada/);
    }
    const interns = rows.filter((row) => row.contract === 'INTERN');
    expect(interns.length).toBeGreaterThan(30);
    for (const row of interns) {
      expect(row.salaryType, row.title).toBe('range');
      expect(row.salaryPeriod).toBe('monthly');
      // what Brazilian internships pay (CIEE, Nube): about R$ 600 for 20 hours up to R$ 3.000 in technology
      expect(row.salaryMin ?? 0, row.title).toBeGreaterThanOrEqual(600);
      expect(row.salaryMax ?? 0, row.title).toBeLessThanOrEqual(3200);
      expect(row.description).toMatch(/Bolsa-auxílio/);
    }
    for (const row of rows.filter((r) => r.salaryType === 'range')) {
      expect(row.salaryMin ?? 0, row.title).toBeLessThanOrEqual(row.salaryMax ?? 0);
      expect(row.salaryMax ?? 0, row.title).toBeLessThanOrEqual((row.salaryMin ?? 0) * 1.6);
    }
    const clt = rows.filter((row) => ['FULL_TIME', 'TEMPORARY', 'CONTRACTOR'].includes(row.contract) && row.monthly !== null);
    expect(clt.length).toBeGreaterThan(500);
    for (const row of clt) {
      expect(row.monthly ?? 0, row.title).toBeGreaterThanOrEqual(MINIMUM_WAGE);
      expect(row.monthly ?? 0, row.title).toBeLessThanOrEqual(40_000);
    }
    for (const row of rows.filter((r) => r.contract === 'PART_TIME' && r.monthly !== null)) {
      const hours = Number(/(\d+) horas semanais/.exec(row.workload ?? '')?.[1]);
      expect(hours, row.title).toBeLessThan(44);
      expect(row.monthly ?? 0, row.title).toBeGreaterThanOrEqual(Math.floor((MINIMUM_WAGE * hours) / 44));
    }
    for (const row of rows.filter((r) => r.contract === 'PER_DIEM' && r.salaryType === 'range')) expect(row.salaryPeriod).toBe('daily');
  });

  it('the level and the contract agree, and a higher level pays more', () => {
    for (const row of rows.filter((r) => ['INTERN', 'VOLUNTEER', 'TEMPORARY', 'PER_DIEM', 'OTHER'].includes(r.contract)))
      expect(row.title, row.contract).not.toMatch(LEVEL);
    for (const row of rows.filter((r) => r.contract === 'INTERN')) {
      expect(row.title).toMatch(/^Estágio/);
      // Lei 11.788/08: six hours a day, 30 a week at most
      expect(Number(/(\d+) horas semanais/.exec(row.workload ?? '')?.[1])).toBeLessThanOrEqual(30);
    }
    // the median monthly pay of each occupation's levels, CLT full-time, climbs from Júnior to Sênior
    const byOccupation = new Map<string, Record<string, number[]>>();
    for (const row of rows.filter((r) => r.contract === 'FULL_TIME' && r.monthly !== null && LEVEL.test(r.title))) {
      const level = LEVEL.exec(row.title)?.[1] ?? '';
      const occupation = row.title.replace(LEVEL, '').trim();
      const levels = byOccupation.get(occupation) ?? {};
      levels[level] = [...(levels[level] ?? []), row.monthly ?? 0];
      byOccupation.set(occupation, levels);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    let compared = 0;
    for (const [occupation, levels] of byOccupation) {
      const [junior, pleno, senior] = [levels.Júnior, levels.Pleno, levels.Sênior];
      if (!junior || !pleno || !senior || junior.length < 3 || senior.length < 3) continue;
      compared++;
      expect(median(junior), occupation).toBeLessThan(median(senior));
    }
    expect(compared).toBeGreaterThan(3);
  });

  it('are positions a person meets in 2026: none recruits for a pandemic, none in the COVID-19 volunteers’ category', async () => {
    for (const row of rows)
      expect(`${row.title}\n${row.description}\n${row.requirements ?? ''}`, row.title).not.toMatch(/covid|pandemi|coronav/i);
    expect(rows.filter((row) => row.categoryId === 20).map((row) => row.title)).toEqual([]);
    // the product's category list stays whole: the demo just publishes nothing in that one
    const categories = (await t.request({ method: 'GET', url: '/v1/categories' })).json().items as { id: number }[];
    expect(categories.map((item) => item.id)).toContain(20);
    // volunteering is still there, for today's causes
    expect(rows.filter((row) => row.contract === 'VOLUNTEER').length).toBeGreaterThan(10);
  });

  it('show company videos about the company or none: no placeholder, each titled after its company', () => {
    const videos = rows.flatMap((row) =>
      row.steps.flatMap((step) => (step.kind === 'videos' ? (step.videos ?? []).map((video) => ({ ...video, row })) : [])),
    );
    for (const video of videos) {
      expect(video.url, video.row.title).not.toMatch(/dQw4w9WgXcQ/);
      expect(video.title, video.row.title).toContain(video.row.company);
    }
  });

  it('describe each position in its own words: no two alike, each naming what its occupation does', () => {
    const generated = rows.filter((row) => row.id.startsWith('41000000-'));
    expect(generated.length).toBeGreaterThan(2000);
    expect(new Set(rows.map((row) => row.description)).size).toBe(rows.length);
    for (const row of generated) {
      const found = occupationOfTitle(row.title);
      expect(found, row.title).not.toBeNull();
      expect(row.description, row.title).toContain(found?.occupation.duties ?? '');
      expect(row.description, row.title).toContain(row.company);
      expect(row.requirements, row.title).toMatch(/^Conhecimentos de /);
    }
    // the duties are each occupation's own, not one text for all
    const duties = OCCUPATIONS.map((entry) => entry.occupation.duties);
    expect(new Set(duties).size).toBe(duties.length);
  });

  it('still offers every contract type and salary form, remote and local ones', () => {
    for (const contract of CONTRACT_TYPES)
      expect(
        rows.some((row) => row.contract === contract),
        contract,
      ).toBe(true);
    for (const period of ['monthly', 'hourly', 'daily', 'yearly'])
      expect(
        rows.some((row) => row.salaryPeriod === period),
        period,
      ).toBe(true);
    expect(rows.some((row) => row.salaryType === 'text')).toBe(true);
    expect(rows.some((row) => row.salaryType === 'unspecified')).toBe(true);
    expect(rows.filter((row) => row.remote).length).toBeGreaterThan(50);
    expect(rows.find((row) => row.title === 'Analista de Dados Pleno' && row.cityName === 'Campinas')).toBeTruthy();
  });
});

describe('the demo companies', () => {
  it('show generated logos shipped in the repository (no network), one per company and portal', async () => {
    const found = await t.db.execute<{ name: string; image: string | null; type: string }>(
      sql`select name, image_url as image, type from workspaces where is_completed and type <> 'individual'`,
    );
    expect(found.rows.length).toBeGreaterThan(15);
    for (const row of found.rows) {
      expect(row.image, row.name).toMatch(new RegExp(`^${ASSET_URL_PREFIX}companies/[a-z0-9-]+\\.svg$`));
      const svg = readFileSync(join(ASSETS_DIR, (row.image ?? '').slice(ASSET_URL_PREFIX.length)), 'utf8');
      expect(svg, row.name).toContain(`aria-label="${row.name}"`);
    }
  });
});

describe('the demo calendar', () => {
  it('interviews are on working days in working hours, and a message naming a weekday names the right one', async () => {
    const interviews = await t.db.execute<{ at: Date }>(sql`select scheduled_at as at from interviews`);
    expect(interviews.rows.length).toBeGreaterThan(0);
    for (const { at } of interviews.rows) {
      const [weekday, hour] = brasilia.format(new Date(at)).split(/,?\s+/);
      expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], String(at)).toContain(weekday);
      expect(Number(hour)).toBeGreaterThanOrEqual(8);
      expect(Number(hour)).toBeLessThan(18);
      expect(new Date(at).getTime()).toBeGreaterThan(new Date(NOW).getTime());
    }
    const messages = await t.db.execute<{ body: string; at: Date }>(sql`select body, created_at as at from application_messages`);
    const naming = messages.rows.filter((message) => WEEKDAY_NAMES.some((name) => message.body.includes(name)));
    expect(naming.length).toBeGreaterThan(0);
    for (const message of naming) {
      const found = /(domingo|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado), (\d{2})\/(\d{2})/.exec(message.body);
      expect(found, message.body).not.toBeNull();
      const [, name, day, month] = found ?? [];
      const sent = new Date(message.at);
      // the next such date after the message was sent
      let year = sent.getUTCFullYear();
      if (Date.UTC(year, Number(month) - 1, Number(day)) < sent.getTime() - 86_400_000) year++;
      const weekday = new Date(Date.UTC(year, Number(month) - 1, Number(day))).getUTCDay();
      expect(name, message.body).toBe(WEEKDAY_NAMES[weekday]);
      // and it is the interview's day
      expect(
        interviews.rows.some(({ at }) => dayInWords(new Date(at)) === `${name}, ${day}/${month}`),
        message.body,
      ).toBe(true);
    }
  });

  it('skips weekends and national holidays', () => {
    // Wednesday 25/11/2026 night + 3 days = Saturday: Monday 30/11, 10h in Brasília (13h UTC)
    expect(workingSlot(new Date('2026-11-25T23:30:00Z'), 3, 10).toISOString()).toBe('2026-11-30T13:00:00.000Z');
    // Friday 20/11/2026 is Consciência Negra, a national holiday since 2024
    expect(workingSlot(new Date('2026-11-19T12:00:00Z'), 1, 9).toISOString()).toBe('2026-11-23T12:00:00.000Z');
    // Carnaval 2027 (Monday 8 and Tuesday 9 of February) and Good Friday 2026 (3 April)
    expect(workingSlot(new Date('2027-02-05T12:00:00Z'), 3, 14).toISOString()).toBe('2027-02-10T17:00:00.000Z');
    expect(isWorkingTime(new Date('2026-04-03T13:00:00Z'))).toBe(false);
    expect(isWorkingTime(new Date('2026-04-02T13:00:00Z'))).toBe(true);
    expect(isWorkingTime(new Date('2026-04-02T22:00:00Z'))).toBe(false);
    expect(dayInWords(new Date('2026-12-03T13:00:00Z'))).toBe('quinta-feira, 03/12');
  });
});
