import { skillKey } from '@trilha/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  applicationEvents,
  applications,
  contentInteractions,
  contents,
  positionSkills,
  positions,
  userSkills,
  users,
} from '../db/schema/index.ts';
import { writeProfileForm } from '../modules/profile/index.ts';
import { skillIdsByCode } from '../modules/skills/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { DAY, HOUR } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { applicantProfile, EVERYDAY_SKILLS, type TargetPosition } from './applicant-profiles.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** A small deterministic generator (mulberry32), so every seeded database holds the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'Adriana',
  'Alexandre',
  'Aline',
  'André',
  'Bianca',
  'Bruna',
  'Caio',
  'Carolina',
  'Cláudia',
  'Daniel',
  'Débora',
  'Eduardo',
  'Fabiana',
  'Felipe',
  'Fernanda',
  'Gabriel',
  'Gabriela',
  'Heloísa',
  'Igor',
  'Isabela',
  'João',
  'Jéssica',
  'Júlio',
  'Karina',
  'Leonardo',
  'Letícia',
  'Marcelo',
  'Márcia',
  'Matheus',
  'Natália',
  'Otávio',
  'Patrícia',
  'Paulo',
  'Priscila',
  'Renata',
  'Ricardo',
  'Rodrigo',
  'Sabrina',
  'Sérgio',
  'Tatiana',
  'Tiago',
  'Vanessa',
  'Vinícius',
  'Vitória',
  'Wagner',
];
const LAST_NAMES = [
  'Araújo',
  'Barbosa',
  'Batista',
  'Cardoso',
  'Castro',
  'Correia',
  'Dias',
  'Fernandes',
  'Freitas',
  'Lopes',
  'Machado',
  'Melo',
  'Moreira',
  'Nascimento',
  'Nunes',
  'Pinto',
  'Ramos',
  'Rodrigues',
  'Rocha',
  'Silva',
  'Soares',
  'Teixeira',
  'Vieira',
  'Monteiro',
];
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const personId = (index: number) => `51000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const applicationId = (index: number) => `52000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

type Stage = 'new' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected';
type EventRow = typeof applicationEvents.$inferInsert;

/** Days until the company's first answer: mostly within a week, a long tail up to a month. */
const daysToAnswer = (rand: () => number) => 0.3 + rand() ** 2.2 * 28;

/**
 * One past application's life from its submission: answered after a while (screening), then some go on to interview
 * and offer; most old ones end rejected or hired, recent ones are still in the pipeline. Nothing happens after `now`.
 */
function lifeOf(rand: () => number, submitted: Date, now: Date) {
  const events: { kind: string; detail: string | null; at: Date }[] = [];
  let stage: Stage = 'new';
  let closedAt: Date | null = null;
  let at = submitted.getTime() + daysToAnswer(rand) * DAY;
  const push = (kind: string, detail: string | null) => {
    if (at > now.getTime()) return false;
    events.push({ kind, detail, at: new Date(at) });
    return true;
  };
  const roll = rand();
  // a fifth are turned down at the first look
  if (roll < 0.2) {
    if (push('rejected', null)) {
      stage = 'rejected';
      closedAt = new Date(at);
    }
    return { stage, closedAt, events };
  }
  if (!push('stage', 'screening')) return { stage, closedAt, events };
  stage = 'screening';
  at += (2 + rand() * 10) * DAY;
  if (roll < 0.62) {
    if (push('rejected', null)) {
      stage = 'rejected';
      closedAt = new Date(at);
    }
    return { stage, closedAt, events };
  }
  if (!push('stage', 'interview')) return { stage, closedAt, events };
  push('interview', null);
  stage = 'interview';
  at += (3 + rand() * 9) * DAY;
  if (roll < 0.85) {
    if (push('rejected', null)) {
      stage = 'rejected';
      closedAt = new Date(at);
    }
    return { stage, closedAt, events };
  }
  if (!push('stage', 'offer')) return { stage, closedAt, events };
  push('offer', null);
  stage = 'offer';
  at += (2 + rand() * 6) * DAY;
  if (push('hired', null)) {
    stage = 'hired';
    closedAt = new Date(at);
  }
  return { stage, closedAt, events };
}

/** The people of the history whose names are feminine, so their profiles write their titles in the feminine. */
const FEMININE = new Set([
  'Adriana',
  'Aline',
  'Bianca',
  'Bruna',
  'Carolina',
  'Cláudia',
  'Débora',
  'Fabiana',
  'Fernanda',
  'Gabriela',
  'Heloísa',
  'Isabela',
  'Jéssica',
  'Karina',
  'Letícia',
  'Márcia',
  'Natália',
  'Patrícia',
  'Priscila',
  'Renata',
  'Sabrina',
  'Tatiana',
  'Vanessa',
  'Vitória',
]);

/** The most applications one position of the history receives. */
const MOST_PER_POSITION = 60;

type HistoryPosition = TargetPosition & { id: string; workspaceId: string };

/**
 * A year of hiring history, so the reports have a year to show: about 350 applications to Acme's 14 busiest
 * positions and 100 to Globex's 6 over the last 12 months, with their answers, interviews, offers, hires and
 * rejections; and Acme's members concluding Acme's contents over the year. The applicants are people of each
 * position's trade, a profile each (applicant-profiles.ts): they apply to the positions of their field, most to the
 * one they are after, and rank by fit as real applicants do. Runs after the demo applications seed; deterministic.
 */
export async function seedApplicationHistory(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  const rand = random(1302);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;

  const companyPositions = async (workspaceId: string, limit: number) =>
    db
      .select({
        id: positions.id,
        workspaceId: positions.workspaceId,
        title: positions.title,
        categoryId: positions.categoryId,
        cityId: positions.cityId,
        stateCode: positions.stateCode,
        remote: positions.remote,
        pcdOnly: positions.pcdOnly,
      })
      .from(positions)
      .where(
        and(
          eq(positions.workspaceId, workspaceId),
          eq(positions.internalOnly, false),
          inArray(positions.status, ['active', 'paused', 'archived']),
        ),
      )
      .orderBy(sql`case ${positions.status} when 'archived' then 0 else 1 end`, asc(positions.code), asc(positions.title))
      .limit(limit);
  const plans = [
    { workspaceId: DEMO_WORKSPACE_IDS.acme, rows: await companyPositions(DEMO_WORKSPACE_IDS.acme, 14), count: 400 },
    { workspaceId: DEMO_WORKSPACE_IDS.globex, rows: await companyPositions(DEMO_WORKSPACE_IDS.globex, 6), count: 100 },
  ];
  const asked = await db
    .select({ positionId: positionSkills.positionId, skillId: positionSkills.skillId, level: positionSkills.level })
    .from(positionSkills)
    .where(
      inArray(
        positionSkills.positionId,
        plans.flatMap((plan) => plan.rows.map((row) => row.id)),
      ),
    )
    .orderBy(positionSkills.positionId, positionSkills.skillId);

  // how many apply to each: the busiest positions get most, weights 1/(rank + 1.5), at most MOST_PER_POSITION
  const wanted = new Map<string, number>();
  const targets: HistoryPosition[] = [];
  for (const plan of plans) {
    const weights = plan.rows.map((_, rank) => 1 / (rank + 1.5));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    plan.rows.forEach((row, rank) => {
      wanted.set(row.id, Math.min(MOST_PER_POSITION, Math.round((plan.count * (weights[rank] ?? 0)) / total)));
      targets.push({ ...row, skills: asked.filter((skill) => skill.positionId === row.id) });
    });
  }

  // the people of each company's field (a category): as many as its busiest position takes, and at least 70% of the
  // field's applications (so most apply once or twice); each is after one of the field's positions, in proportion to
  // how many each takes
  const fields = new Map<string, HistoryPosition[]>();
  for (const target of targets) {
    const key = `${target.workspaceId}:${target.categoryId}`;
    fields.set(key, [...(fields.get(key) ?? []), target]);
  }
  const homes: HistoryPosition[] = [];
  for (const field of fields.values()) {
    const counts = field.map((target) => wanted.get(target.id) ?? 0);
    const size = Math.max(...counts, Math.ceil(0.7 * counts.reduce((sum, count) => sum + count, 0)));
    const total = counts.reduce((sum, count) => sum + count, 0);
    let given = 0;
    field.forEach((target, at) => {
      const share = at === field.length - 1 ? size - given : Math.round((size * (counts[at] ?? 0)) / total);
      for (let n = 0; n < share; n++) homes.push(target);
      given += share;
    });
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const emails = new Set<string>();
  const people: (typeof users.$inferInsert)[] = [];
  for (let index = 0; people.length < homes.length; index++) {
    const name = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const email = `${fold(name)}.${fold(lastName)}@exemplo.com.br`;
    if (emails.has(email)) continue;
    emails.add(email);
    people.push({
      id: personId(people.length),
      email,
      name,
      lastName,
      passwordHash,
      countryCode: 'br',
      status: 'active',
      tosAcceptedAt: new Date(now.getTime() - 400 * DAY),
      createdAt: new Date(now.getTime() - (380 + index) * DAY),
    });
  }
  await db.insert(users).values(people);

  // each person's profile, written for the position they are after
  const everyday = await skillIdsByCode(db, EVERYDAY_SKILLS.map(skillKey));
  const extraSkills = new Map(
    EVERYDAY_SKILLS.flatMap((title) => (everyday.has(skillKey(title)) ? [[title, everyday.get(skillKey(title)) ?? '']] : [])),
  );
  const profileRand = random(2607);
  const isPcd = new Set<string>();
  const skillRows: (typeof userSkills.$inferInsert)[] = [];
  for (const [index, person] of people.entries()) {
    const home = homes[index];
    if (!home) continue;
    const applicant = { name: person.name, lastName: person.lastName, feminine: FEMININE.has(person.name) };
    const profile = applicantProfile(profileRand, applicant, home, now, extraSkills);
    await writeProfileForm(db, person.id ?? '', profile.form, now);
    if (profile.form.isPCD) isPcd.add(person.id ?? '');
    for (const skill of profile.skills) skillRows.push({ userId: person.id ?? '', ...skill, updatedAt: now });
  }
  for (let i = 0; i < skillRows.length; i += 1000) await db.insert(userSkills).values(skillRows.slice(i, i + 1000));

  const rows: (typeof applications.$inferInsert)[] = [];
  const events: EventRow[] = [];
  for (const target of targets) {
    // who applies: those after this very position first, then others of the field; to a position reserved for
    // people with a disability, those with one first
    const field = people.flatMap((person, index) => {
      const home = homes[index];
      return home && home.workspaceId === target.workspaceId && home.categoryId === target.categoryId
        ? [
            {
              id: person.id ?? '',
              order: (home.id === target.id ? 0 : 1) + (target.pcdOnly && !isPcd.has(person.id ?? '') ? 2 : 0) + rand() * 0.9,
            },
          ]
        : [];
    });
    const applicants = field.sort((a, b) => a.order - b.order).slice(0, wanted.get(target.id) ?? 0);
    for (const { id: userId } of applicants) {
      // more applications lately: the company grew over the year
      const u = rand();
      const daysAgo = 2 + Math.floor(360 * (0.6 * u + 0.4 * u * u));
      const submittedAt = new Date(now.getTime() - daysAgo * DAY + Math.floor(rand() * 10) * HOUR);
      const createdAt = new Date(submittedAt.getTime() - (0.1 + rand() * 3) * DAY);
      const id = applicationId(rows.length);
      const givenUp = rand() < 0.04;
      const life = givenUp ? { stage: 'new' as Stage, closedAt: null, events: [] } : lifeOf(rand, submittedAt, now);
      const updatedAt = life.events.at(-1)?.at ?? submittedAt;
      rows.push({
        id,
        userId,
        positionId: target.id,
        workspaceId: target.workspaceId,
        status: givenUp ? 'given_up' : life.closedAt ? 'closed' : 'under_analysis',
        step: givenUp ? 'profile' : 'none',
        stage: life.stage,
        submittedAt: givenUp ? null : submittedAt,
        closedAt: givenUp ? submittedAt : life.closedAt,
        answerBy: new Date(submittedAt.getTime() + 10 * DAY).toISOString().slice(0, 10),
        createdAt,
        updatedAt: givenUp ? submittedAt : updatedAt,
      });
      events.push({ applicationId: id, kind: 'started', detail: 'interested', at: createdAt });
      if (givenUp) {
        events.push({ applicationId: id, kind: 'gave_up', detail: null, at: submittedAt });
        continue;
      }
      events.push({ applicationId: id, kind: 'submitted', detail: null, at: submittedAt });
      for (const event of life.events) events.push({ applicationId: id, ...event });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(applications).values(rows.slice(i, i + 500));
  for (let i = 0; i < events.length; i += 1000) await db.insert(applicationEvents).values(events.slice(i, i + 1000));

  // learning over the year: Acme's managers conclude Acme's contents they had not touched yet
  const acmeContents = await db
    .select({ id: contents.id })
    .from(contents)
    .where(eq(contents.workspaceId, DEMO_WORKSPACE_IDS.acme))
    .orderBy(asc(contents.title));
  const learners = [DEMO_USERS.owner.id, DEMO_USERS.admin.id, DEMO_USERS.creator.id];
  const existing = await db
    .select({ userId: contentInteractions.userId, contentId: contentInteractions.contentId })
    .from(contentInteractions)
    .where(inArray(contentInteractions.userId, learners));
  const touched = new Set(existing.map((row) => `${row.userId}:${row.contentId}`));
  const completions: (typeof contentInteractions.$inferInsert)[] = [];
  for (const userId of learners)
    for (const content of acmeContents) {
      if (touched.has(`${userId}:${content.id}`) || rand() < 0.35) continue;
      completions.push({
        userId,
        contentId: content.id,
        state: 'conclusion',
        updatedAt: new Date(now.getTime() - (5 + rand() * 355) * DAY),
      });
    }
  if (completions.length) await db.insert(contentInteractions).values(completions);
}
