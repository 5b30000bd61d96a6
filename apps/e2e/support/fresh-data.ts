// Each journey that writes makes its own people and data here, so journeys run in any order, side by side and again
// on the same database without changing the demo accounts. Everything goes through the public API, as a
// user would; what no public endpoint can make (a voucher, a place in a portal) through the dev tools
// (/v1/dev/..., served outside production to local clients only, like the dev mailbox).
import type { APIRequestContext } from '@playwright/test';
import { resumePdf } from './resume-pdf.ts';

/** Valid by the password rules; the demo accounts use it too. */
const FRESH_PASSWORD = 'Trilha@2026';

/** Lower-case letters, different on each call: names and addresses nobody else holds. */
function uniqueCode(length = 8): string {
  let code = '';
  for (const digit of `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(-length))
    code += String.fromCharCode(97 + (Number.parseInt(digit, 36) % 26));
  return code;
}

/** A fresh address per call, so journeys that change an account never share one. */
export const freshEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}${uniqueCode(5)}@example.com`;

/** "qbzkt" -> "Qbzkt": a unique code read as a surname. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const bearer = (token: string, company?: string) => ({ authorization: `Bearer ${token}`, ...(company && { 'x-company': company }) });

/** Fails with the server's answer when a set-up call does not get the status it expects. */
async function expectStatus(response: Awaited<ReturnType<APIRequestContext['get']>>, status: number, what: string): Promise<void> {
  if (response.status() !== status)
    throw new Error(`${what}: expected ${status}, got ${response.status()} ${await response.text().catch(() => '')}`);
}

export interface FreshAccount {
  email: string;
  password: string;
  /** a session of the account, for set-up calls (signing in through the UI opens another) */
  token: string;
  name: string;
  lastName: string;
  /** "Name LastName", as screens show it */
  fullName: string;
}

export interface FreshSkill {
  /** the catalogue title in Portuguese, as the search offers it */
  title: string;
  level?: 'interest' | 'basic' | 'intermediate' | 'advanced' | null;
  main?: boolean;
}

export interface FreshCandidateOptions {
  name?: string;
  /**
   * The surname. Absent: "E2E" for the default first name ("Teste E2E", for journeys that find people by e-mail),
   * else one nobody else holds ("Lia Teste Qbzktx"), for journeys that find people by name on shared screens.
   */
  lastName?: string;
  password?: string;
  /** 'keep' leaves the account in the first-access wizard */
  wizard?: 'finish' | 'keep';
  /** fields of the profile form (PUT /v1/profile), over the registration's name and phone */
  profile?: Record<string, unknown>;
  skills?: FreshSkill[];
  /** portals (subdomains) the account is a member of */
  portals?: string[];
}

async function register(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/v1/register/candidate', { data });
  await expectStatus(response, 201, 'registration');
  return (await response.json()) as {
    token: string;
    user: { pendingInitialSettings: { id: string; kind: string }[]; companies: { id: string; type: string }[] };
  };
}

/** Finishes the first-access wizard through the API, so the journey starts where a returning user would. */
async function finishWizard(request: APIRequestContext, token: string, pending: { id: string; kind: string }[]) {
  const setting = pending.find((item) => item.kind === 'profile');
  if (!setting) return;
  const done = await request.put(`/v1/myself/initial-settings/${setting.id}`, { headers: bearer(token), data: { status: 'done' } });
  await expectStatus(done, 200, 'finishing the first-access wizard');
}

/** The catalogue id of a skill by its exact Portuguese title. */
async function skillId(request: APIRequestContext, token: string, title: string): Promise<string> {
  const response = await request.get('/v1/skills', { headers: bearer(token), params: { query: title } });
  await expectStatus(response, 200, `searching the skill ${title}`);
  const found = ((await response.json()).items as { id: string; title: string }[]).find((item) => item.title === title);
  if (!found) throw new Error(`no catalogue skill titled ${title}`);
  return found.id;
}

/** Gives an account these skills (replacing any), levels and main ones included. */
async function setSkills(request: APIRequestContext, token: string, skills: FreshSkill[]): Promise<void> {
  const entries = [];
  for (const skill of skills)
    entries.push({ skillId: await skillId(request, token, skill.title), level: skill.level ?? null, main: skill.main ?? false });
  const saved = await request.post('/v1/skills/user', { headers: bearer(token), data: { skills: entries } });
  await expectStatus(saved, 200, 'saving skills');
}

/** Makes an account a member of a demo portal (no public way in: the dev tools). */
async function joinPortal(request: APIRequestContext, email: string, portal: string): Promise<void> {
  const joined = await request.post('/v1/dev/portal-members', { data: { email, portal } });
  await expectStatus(joined, 201, `joining the portal ${portal}`);
}

/**
 * A candidate of their own: registered through the API (the form has its own journey), the first-access wizard
 * finished unless kept, then the profile, skills and portals asked for.
 */
export async function freshCandidate(request: APIRequestContext, tag: string, options: FreshCandidateOptions = {}): Promise<FreshAccount> {
  const email = freshEmail(tag);
  const password = options.password ?? FRESH_PASSWORD;
  const name = options.name ?? 'Teste';
  const lastName = options.lastName ?? (!options.name ? 'E2E' : `Teste ${capitalized(uniqueCode(6))}`);
  const phone = { phone: '11987654321', countryCode: 'br' };
  const { token, user } = await register(request, {
    name,
    lastName,
    email,
    password,
    confirmPassword: password,
    ...phone,
    acceptTerms: true,
  });
  if (options.wizard !== 'keep') await finishWizard(request, token, user.pendingInitialSettings);
  if (options.profile) {
    const saved = await request.put('/v1/profile', { headers: bearer(token), data: { name, lastName, ...phone, ...options.profile } });
    await expectStatus(saved, 200, 'saving the profile');
  }
  if (options.skills) await setSkills(request, token, options.skills);
  for (const portal of options.portals ?? []) await joinPortal(request, email, portal);
  return { email, password, token, name, lastName, fullName: `${name} ${lastName}` };
}

export interface FreshCompany extends FreshAccount {
  companyId: string;
  companyName: string;
}

/**
 * A company of its own, registered with its owner ("Dona Teste"); set up through the API unless `setup: false`
 * leaves it to the setup wizard, and its owner's address confirmed by the e-mailed link (a company reaches no one
 * outside it before) unless `confirmEmail: false`.
 */
export async function freshCompany(
  request: APIRequestContext,
  tag: string,
  options: { setup?: boolean; confirmEmail?: boolean } = {},
): Promise<FreshCompany> {
  const email = freshEmail(tag);
  const companyName = `Empresa ${tag} ${Date.now().toString(36)}`;
  const { token, user } = await register(request, {
    name: 'Dona',
    lastName: 'Teste',
    email,
    password: FRESH_PASSWORD,
    confirmPassword: FRESH_PASSWORD,
    phone: '11987654321',
    countryCode: 'br',
    acceptTerms: true,
    type: 'company',
    companyName,
  });
  const company = user.companies.find((w) => w.type === 'business');
  if (!company) throw new Error('registration made no company');
  if (options.setup !== false) {
    const done = await request.post(`/v1/workspaces/${company.id}`, { headers: bearer(token), data: { isCompleted: true } });
    await expectStatus(done, 200, 'setting the company up');
  }
  if (options.confirmEmail !== false) await confirmOwnerEmail(request, email);
  return {
    email,
    password: FRESH_PASSWORD,
    token,
    name: 'Dona',
    lastName: 'Teste',
    fullName: 'Dona Teste',
    companyId: company.id,
    companyName,
  };
}

/**
 * A position `company` publishes through the API: full time, R$ 6.000 to 8.000 a month, one profile step (a resume),
 * remote unless `cityId` places it; `skill` asks for one skill of the catalogue, found by its title; `steps` replace the
 * profile step. Answers its id.
 */
export async function publishedPosition(
  request: APIRequestContext,
  company: FreshCompany,
  position: { title: string; description: string; cityId?: number; skill?: string; steps?: unknown[] },
): Promise<string> {
  const headers = bearer(company.token, company.companyId);
  let skills: { skillId: string; level: string }[] = [];
  if (position.skill) {
    const found = await request.get('/v1/skills', { headers, params: { query: position.skill } });
    await expectStatus(found, 200, 'finding a skill');
    const skill = ((await found.json()).items as { id: string; title: string }[]).find((item) => item.title === position.skill);
    if (!skill) throw new Error(`no skill titled ${position.skill} in the catalogue`);
    skills = [{ skillId: skill.id, level: 'interest' }];
  }
  const created = await request.post('/v1/-/positions', {
    headers,
    data: {
      title: position.title,
      description: position.description,
      categoryId: 1,
      contractType: 'FULL_TIME',
      salaryType: 'range',
      salaryMin: 6000,
      salaryMax: 8000,
      salaryPeriod: 'monthly',
      remote: position.cityId === undefined,
      cityId: position.cityId ?? null,
      skills,
      steps: position.steps ?? [{ kind: 'profile', minutes: 5, resume: true, coverLetter: false, accommodation: null }],
    },
  });
  await expectStatus(created, 201, 'creating a position');
  const { id } = (await created.json()) as { id: string };
  await expectStatus(await request.post(`/v1/-/positions/${id}/publish`, { headers }), 200, 'publishing the position');
  return id;
}

/** Opens the newest confirmation link e-mailed to `email` (the dev outbox, newest first), as its owner would. */
async function confirmOwnerEmail(request: APIRequestContext, email: string): Promise<void> {
  const outbox = await request.get('/v1/dev/outbox', { params: { to: email } });
  await expectStatus(outbox, 200, 'reading the outbox');
  const items = (await outbox.json()).items as { text: string }[];
  const code = items.map((mail) => /\/access\/confirm-email\/([\w-]+)/.exec(mail.text)?.[1]).find(Boolean);
  if (!code) throw new Error(`no confirmation link e-mailed to ${email}`);
  const confirmed = await request.post(`/v1/email-confirmation/${code}`);
  await expectStatus(confirmed, 200, "confirming the owner's e-mail");
}

/** The owner of `company` invites `email` (as the members screen does); answers the invite id. */
export async function inviteToCompany(
  request: APIRequestContext,
  company: FreshCompany,
  email: string,
  role: 'member' | 'content_creator' | 'administrator' = 'member',
): Promise<string> {
  const invited = await request.post(`/v1/workspaces/${company.companyId}/invites`, {
    headers: bearer(company.token),
    data: { invites: [{ email, role }] },
  });
  await expectStatus(invited, 201, 'inviting to the company');
  return (await invited.json()).items[0].id as string;
}

/**
 * A candidate of their own who joined `company` through its owner's invite (accepted through the API), with the
 * company's terms accepted unless `acceptTerms: false`.
 */
export async function freshMember(
  request: APIRequestContext,
  company: FreshCompany,
  tag: string,
  options: FreshCandidateOptions & { role?: 'member' | 'content_creator' | 'administrator'; acceptTerms?: boolean } = {},
): Promise<FreshAccount> {
  const member = await freshCandidate(request, tag, options);
  const inviteId = await inviteToCompany(request, company, member.email, options.role);
  const accepted = await request.patch(`/v1/workspaces/invites/${inviteId}/complete`, { headers: bearer(member.token) });
  await expectStatus(accepted, 200, 'accepting the invite');
  if (options.acceptTerms !== false) {
    const tos = await request.post('/v1/-/tos', { headers: bearer(member.token), data: { workspaceId: company.companyId } });
    await expectStatus(tos, 200, "accepting the company's terms");
  }
  return member;
}

/** A single-use voucher with a code of its own, for `workspace` (subdomain or id) alone when given. */
export async function freshVoucher(request: APIRequestContext, options: { credits: number; workspace?: string }): Promise<string> {
  const minted = await request.post('/v1/dev/vouchers', { data: options });
  await expectStatus(minted, 201, 'minting a voucher');
  return (await minted.json()).code as string;
}

interface Step {
  kind: string;
  questions?: unknown[];
}

/**
 * An application of `candidate` to `positionId`, through the API: every step answered (a PDF resume, the questions,
 * the video step in writing) and so sent, or stopped before the step `until`. Answers the application's id.
 */
export async function freshApplication(
  request: APIRequestContext,
  candidate: FreshAccount,
  positionId: string,
  options: { until?: string } = {},
): Promise<string> {
  const headers = bearer(candidate.token);
  const started = await request.post('/v1/matches', { headers, data: { positionId } });
  await expectStatus(started, 201, 'starting an application');
  const { id, steps } = (await started.json()) as { id: string; steps: Step[] };
  for (const step of steps) {
    if (step.kind === options.until) break;
    let data: Record<string, unknown> = {};
    if (step.kind === 'profile') {
      const pdf = await resumePdf([candidate.fullName, '# Experiência', 'Analista de Dados']);
      const resume = await request.post(`/v1/matches/${id}/files?kind=resume`, {
        headers,
        multipart: { file: { name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: pdf } },
      });
      await expectStatus(resume, 201, 'uploading a resume');
      data = { resumeFileId: (await resume.json()).id };
    }
    if (step.kind === 'questions')
      data = { answers: (step.questions ?? []).map((_, index) => `Resposta ${index + 1} de ${candidate.name}.`) };
    if (step.kind === 'video_answer') {
      // a timed step: its clock starts on the server before the answer, which must come within the limit
      await expectStatus(await request.post(`/v1/matches/${id}/steps/video_answer/start`, { headers }), 200, 'starting the video answer');
      data = { text: `Sou ${candidate.fullName} e gosto de transformar dados em decisões.` };
    }
    const done = await request.put(`/v1/matches/${id}/steps/${step.kind}`, { headers, data: { kind: step.kind, ...data } });
    await expectStatus(done, 200, `answering the ${step.kind} step`);
  }
  return id;
}

/** A recruiter of `company` moves an application to a pipeline stage. */
export async function moveApplication(
  request: APIRequestContext,
  recruiterToken: string,
  company: string,
  applicationId: string,
  stage: string,
): Promise<void> {
  const moved = await request.put(`/v1/-/applications/${applicationId}/stage`, {
    headers: bearer(recruiterToken, company),
    data: { stage, message: null },
  });
  await expectStatus(moved, 200, `moving the application to ${stage}`);
}

/**
 * The profile and skills of a data analyst like the demo's Ana (apps/server/src/seed/profile-seed.ts and
 * skills-seed.ts), for journeys about what such a candidate sees: the match with Acme's data analyst position, her
 * profile sent in place of a resume, her skills edited.
 */
export const DATA_ANALYST_PROFILE = {
  birthdate: '1994-03-17',
  countryAbbr: 'BRA',
  state: 'SP',
  city: 'Campinas',
  cityId: 3509502,
  professionalTitle: 'Analista de Dados',
  professionalDescription:
    'Analista de dados com seis anos de experiência em varejo e logística. Construo painéis em Power BI, modelos em SQL e Python e gosto de transformar números em decisões para as áreas de negócio.',
  preferredAreas: [1, 6],
  professionalExperiences: [
    {
      company: 'Magazine Horizonte',
      role: 'Analista de Dados Pleno',
      tasks: 'Painéis de vendas e estoque para 120 lojas; automação de relatórios semanais em Python; apoio ao time de pricing.',
      startDate: '2021-02-01',
      endDate: null,
      currentlyWorking: true,
    },
    {
      company: 'LogBras Transportes',
      role: 'Assistente de Planejamento',
      tasks: 'Controle de indicadores de entrega, roteirização e planilhas de custos de frete.',
      startDate: '2018-05-01',
      endDate: '2021-01-01',
      currentlyWorking: false,
    },
  ],
  academicExperiences: [
    {
      institution: 'Universidade Estadual de Campinas (UNICAMP)',
      title: 'Bacharelado em Estatística',
      startDate: '2013-03-01',
      endDate: '2017-12-01',
      currentlyStudying: false,
    },
  ],
  languages: [
    { language: 'pt', proficiency: 'native_or_bilingual' },
    { language: 'en', proficiency: 'professional_working' },
  ],
  contentLanguages: ['pt-BR', 'en'],
};

export const DATA_ANALYST_SKILLS: FreshSkill[] = [
  { title: 'Análise de dados', level: 'advanced', main: true },
  { title: 'Power BI', level: 'intermediate', main: true },
  { title: 'SQL', level: 'intermediate', main: true },
  { title: 'Python', level: 'basic' },
  { title: 'Excel avançado', level: 'advanced' },
  { title: 'Comunicação', level: 'intermediate' },
  { title: 'Aprendizado de máquina', level: 'interest' },
  { title: 'Inglês', level: 'intermediate' },
  { title: 'Trabalho em equipe', level: null },
];
