import { bookmarkForm, dependentData } from '@trilha/contract';
import { and, eq, sql } from 'drizzle-orm';
import { departments, dependents, externalOrganizations } from '../db/schema/index.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** Acme's external organizations, through the form's own schema: the CNPJs carry real check digits. */
const BOOKMARKS = [
  {
    name: 'Universidade Federal de Minas Gerais',
    legalName: 'Universidade Federal de Minas Gerais',
    taxId: '17.217.985/0001-04',
    mainContact: 'Pró-Reitoria de Extensão',
    phone: '(31) 3409-4000',
    email: 'parcerias@ufmg.example',
    observations: 'Convênio de estágio para os cursos de Ciência da Computação e Sistemas de Informação.',
  },
  {
    name: 'Horizonte Consultoria',
    legalName: 'Horizonte Consultoria Empresarial Ltda.',
    taxId: '11.222.333/0001-81',
    mainContact: 'Renata Figueiredo',
    phone: '(11) 98765-4321',
    email: 'renata@horizonte.example',
    observations: 'Consultoria de cargos e salários contratada em 2025.',
  },
  {
    name: 'Talentos Recrutamento',
    legalName: 'Talentos Agência de Recrutamento e Seleção Ltda.',
    taxId: '45.781.209/0001-78',
    mainContact: 'Marcos Antunes',
    phone: '(21) 3344-5566',
    email: 'contato@talentos.example',
    observations: null,
  },
  {
    name: 'Instituto Aprender Mais',
    legalName: null,
    taxId: '33.890.416/0001-81',
    mainContact: null,
    phone: null,
    email: 'cursos@aprendermais.example',
    observations: 'Parceiro de cursos in company de liderança.',
  },
].map((bookmark) => bookmarkForm.parse(bookmark));

/** Dependents of Acme's members (the dedupe key is the CPF when given, else the name and birth date). */
const DEPENDENTS = [
  { name: 'Lucas Lima', relationship: 'child', birthDate: '2015-04-12', taxId: '529.982.247-25', holderUserId: DEMO_USERS.owner.id },
  { name: 'Mariana Lima', relationship: 'spouse', birthDate: '1988-09-30', taxId: null, holderUserId: DEMO_USERS.owner.id },
  { name: 'Sofia Mendes', relationship: 'child', birthDate: '2019-01-20', taxId: '111.444.777-35', holderUserId: DEMO_USERS.admin.id },
  { name: 'Pedro Prado', relationship: 'child', birthDate: '2012-07-08', taxId: null, holderUserId: DEMO_USERS.member.id },
].map((dependent) => dependentData.parse({ ...dependent, observations: null }));

const dedupeKey = (data: (typeof DEPENDENTS)[number]) =>
  data.taxId ? `cpf:${data.taxId}` : `name:${data.name.toLocaleLowerCase('pt-BR')}|${data.birthDate}`;

/**
 * Demo data of company-records: Acme's bookmarks and dependents, a removed department, and archived positions linked
 * to departments so a department's page shows its active, archived and draft positions (positions-seed.ts made the
 * active departments and linked its featured positions).
 */
export async function seedDemoCompanyRecords(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  const acme = DEMO_WORKSPACE_IDS.acme;
  await db.insert(externalOrganizations).values(
    BOOKMARKS.map((bookmark, index) => {
      const at = new Date(now.getTime() - (30 - index) * DAY);
      return { workspaceId: acme, ...bookmark, createdAt: at, updatedAt: at };
    }),
  );
  await db.insert(dependents).values(
    DEPENDENTS.map((data, index) => {
      const at = new Date(now.getTime() - (20 - index) * DAY);
      return { workspaceId: acme, data, dedupeKey: dedupeKey(data), createdAt: at, updatedAt: at };
    }),
  );
  const [legal] = await db
    .insert(departments)
    .values({
      workspaceId: acme,
      name: 'Jurídico',
      createdAt: new Date(now.getTime() - 90 * DAY),
      removedAt: new Date(now.getTime() - 10 * DAY),
    })
    .returning({ id: departments.id });
  if (!legal) throw new Error('demo removed department');
  const [tech] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.workspaceId, acme), eq(departments.name, 'Tecnologia')));
  if (!tech) throw new Error('demo department Tecnologia');
  const link = (departmentId: string, status: string, count: number) =>
    db.execute(sql`update positions set department_id = ${departmentId}
      where id in (select id from positions where workspace_id = ${acme} and status = ${status} and department_id is null order by id limit ${count})`);
  await link(legal.id, 'archived', 1);
  await link(legal.id, 'active', 2);
  await link(tech.id, 'archived', 1);
  await link(tech.id, 'active', 3);
}
