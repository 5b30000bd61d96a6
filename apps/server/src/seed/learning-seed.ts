import { insertContent, searchTextOf } from '../modules/contents/index.ts';
import { demoScormPage, scormManifest, storePackageFiles } from '../modules/learning/index.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

const DEMO_SCORM_TITLE = 'Segurança da informação no dia a dia (SCORM)';

/**
 * One demo course that plays in Trilha: Acme's, open in discovery, with a small SCORM 1.2 package made here (a page
 * whose "Concluir" button reports it completed with a score of 90), so anyone can try the player.
 */
export async function seedDemoLearning(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const description =
    'Curso interativo de exemplo: senhas fortes, golpes por e-mail e cuidado com dados. Abra o curso, conclua e veja a conclusão verificada.';
  const contentId = await insertContent(deps.db, {
    workspaceId: DEMO_WORKSPACE_IDS.acme,
    authorId: DEMO_USERS.creator.id,
    type: 'course',
    title: DEMO_SCORM_TITLE,
    description,
    link: null,
    language: 'pt-BR',
    duration: 15,
    durationUnit: 'min',
    level: 'basic',
    coverUrl: null,
    isPrivate: false,
    isPublic: true,
    publishToProfile: false,
    searchText: searchTextOf(DEMO_SCORM_TITLE, description),
    createdAt: now,
    updatedAt: now,
  });
  await storePackageFiles(deps, contentId, { standard: 'scorm12', title: DEMO_SCORM_TITLE, launchPath: 'index.html' }, [
    { path: 'imsmanifest.xml', data: Buffer.from(scormManifest('scorm12', DEMO_SCORM_TITLE, 'index.html')) },
    { path: 'index.html', data: Buffer.from(demoScormPage(DEMO_SCORM_TITLE)) },
  ]);
}
