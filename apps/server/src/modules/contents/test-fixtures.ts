import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';

export const ACTORS = ['owner', 'administrator', 'content_creator', 'member', 'outsider', 'otherAdmin', 'anonymous'] as const;
export type ActorName = (typeof ACTORS)[number];

/** A company with one member of each role, its contents and pathways (open and private), and two strangers. */
export interface LearningCompany extends Record<Exclude<ActorName, 'anonymous'>, TestUser> {
  id: string;
  subdomain: string;
  openContent: string;
  privateContent: string;
  openList: string;
  privateList: string;
}

export const createContentsTestApp = () => createTestApp();

const suffix = () => randomBytes(3).toString('hex');

export async function createLearningCompany(t: TestApp): Promise<LearningCompany> {
  const subdomain = `escola-${suffix()}`;
  const workspace = await createWorkspace(t, { name: 'Escola Teste', subdomain });
  const other = await createWorkspace(t, { name: 'Outra Escola', subdomain: `outra-${suffix()}` });
  const user = (name: string) => createUser(t, { name, email: `${name.toLowerCase()}-${suffix()}@example.com` });
  const [owner, administrator, content_creator, member, outsider, otherAdmin] = await Promise.all(
    ['Olga', 'Adriana', 'Caio', 'Marta', 'Otto', 'Alheio'].map(user),
  );
  if (!owner || !administrator || !content_creator || !member || !outsider || !otherAdmin) throw new Error('fixture');
  await addMember(t, workspace.id, owner.id, 'owner', 'admin');
  await addMember(t, workspace.id, administrator.id, 'administrator', 'admin');
  await addMember(t, workspace.id, content_creator.id, 'content_creator');
  await addMember(t, workspace.id, member.id, 'member');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  const post = async (url: string, payload: object) => {
    const res = await t.request({ method: 'POST', url, token: content_creator.token, payload: { workspaceId: workspace.id, ...payload } });
    if (res.statusCode !== 201) throw new Error(`fixture ${url}: ${res.body}`);
    return res.json().id as string;
  };
  const openContent = await post('/v1/contents', { type: 'article', title: 'Artigo aberto', public: true });
  const privateContent = await post('/v1/contents', { type: 'video', title: 'Vídeo interno', private: true });
  const openList = await post('/v1/lists', { title: 'Trilha aberta', contents: [openContent] });
  const privateList = await post('/v1/lists', { title: 'Trilha interna', private: true, contents: [privateContent] });
  return {
    id: workspace.id,
    subdomain,
    owner,
    administrator,
    content_creator,
    member,
    outsider,
    otherAdmin,
    openContent,
    privateContent,
    openList,
    privateList,
  };
}
