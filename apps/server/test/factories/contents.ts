import type { TestApp } from '../app.ts';
import { type CompanyOf, createCompany, NOBODY, OTHER_ADMIN } from './companies.ts';

const LEARNING_PEOPLE = {
  owner: 'owner',
  administrator: 'administrator',
  content_creator: 'content_creator',
  member: 'member',
  outsider: NOBODY,
  otherAdmin: OTHER_ADMIN,
} as const;

/** A school (Escola Teste) with one member of each role and two strangers, its contents and pathways, open and private. */
export type LearningCompany = CompanyOf<typeof LEARNING_PEOPLE> & {
  openContent: string;
  privateContent: string;
  openList: string;
  privateList: string;
};

export async function createLearningCompany(t: TestApp): Promise<LearningCompany> {
  const c = await createCompany(t, { people: LEARNING_PEOPLE, workspace: { name: 'Escola Teste' }, other: { name: 'Outra Escola' } });
  const post = async (url: string, payload: object) => {
    const res = await t.request({ method: 'POST', url, token: c.content_creator.token, payload: { workspaceId: c.id, ...payload } });
    if (res.statusCode !== 201) throw new Error(`fixture ${url}: ${res.body}`);
    return res.json().id as string;
  };
  const openContent = await post('/v1/contents', { type: 'article', title: 'Artigo aberto', public: true });
  const privateContent = await post('/v1/contents', { type: 'video', title: 'Vídeo interno', private: true });
  const openList = await post('/v1/lists', { title: 'Trilha aberta', contents: [openContent] });
  const privateList = await post('/v1/lists', { title: 'Trilha interna', private: true, contents: [privateContent] });
  return { ...c, openContent, privateContent, openList, privateList };
}
