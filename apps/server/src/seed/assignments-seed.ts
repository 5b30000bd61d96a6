import { and, eq, inArray } from 'drizzle-orm';
import { contents, departmentMembers, departments, learningAssignees, learningAssignments, lists } from '../db/schema/index.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Acme's people in departments (Tecnologia: Elisa and Diego; Pessoas e Cultura: Carla) and two assignments: the
 * welcome content to Tecnologia, due in three weeks, and the first-week pathway to Diego and Carla, already overdue.
 */
export async function seedDemoAssignments(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  const acme = DEMO_WORKSPACE_IDS.acme;
  const named = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.workspaceId, acme), inArray(departments.name, ['Tecnologia', 'Pessoas e Cultura'])));
  const tech = named.find((d) => d.name === 'Tecnologia');
  const people = named.find((d) => d.name === 'Pessoas e Cultura');
  if (!tech || !people) throw new Error('demo departments for assignments');
  await db.insert(departmentMembers).values([
    { workspaceId: acme, userId: DEMO_USERS.member.id, departmentId: tech.id, createdAt: now },
    { workspaceId: acme, userId: DEMO_USERS.creator.id, departmentId: tech.id, createdAt: now },
    { workspaceId: acme, userId: DEMO_USERS.admin.id, departmentId: people.id, createdAt: now },
  ]);
  const [welcome] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.workspaceId, acme), eq(contents.title, 'Boas-vindas à Acme: cultura e ferramentas')));
  const [firstWeek] = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.workspaceId, acme), eq(lists.title, 'Primeira semana na Acme')));
  if (!welcome || !firstWeek) throw new Error('demo training for assignments');
  const createdBy = DEMO_USERS.admin.id;
  const [toTech, late] = await db
    .insert(learningAssignments)
    .values([
      {
        workspaceId: acme,
        contentId: welcome.id,
        departmentId: tech.id,
        dueDate: day(new Date(now.getTime() + 21 * DAY)),
        createdBy,
        createdAt: new Date(now.getTime() - 2 * DAY),
      },
      {
        workspaceId: acme,
        listId: firstWeek.id,
        dueDate: day(new Date(now.getTime() - 5 * DAY)),
        createdBy,
        createdAt: new Date(now.getTime() - 40 * DAY),
      },
    ])
    .returning({ id: learningAssignments.id });
  if (!toTech || !late) throw new Error('demo assignments');
  await db.insert(learningAssignees).values([
    { assignmentId: toTech.id, workspaceId: acme, userId: DEMO_USERS.member.id },
    { assignmentId: toTech.id, workspaceId: acme, userId: DEMO_USERS.creator.id },
    { assignmentId: late.id, workspaceId: acme, userId: DEMO_USERS.creator.id },
    { assignmentId: late.id, workspaceId: acme, userId: DEMO_USERS.admin.id },
  ]);
}
