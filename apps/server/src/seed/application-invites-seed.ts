import { seedApplicationInvite } from '../modules/application-invites/index.ts';
import { DAY, HOUR } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** Acme's active demo positions (positions-seed.ts). */
const DATA_ANALYST = '40000000-0000-4000-8000-000000000001';
const FRONT_END = '40000000-0000-4000-8000-000000000002';

/**
 * The expired demo link's token, fixed outside production so the journey and a person trying the demo can open it
 * (`/prospect/invite/demo-convite-expirado-acme`); in production it is random like any other.
 */
const DEMO_EXPIRED_PROSPECT_TOKEN = 'demo-convite-expirado-acme';

/** Ana's pending invite from Acme, a prospect invite in the dev mailbox and an expired one. */
export async function seedDemoApplicationInvites(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const acme = { workspaceId: DEMO_WORKSPACE_IDS.acme, companyName: 'Acme Tecnologia' };
  await seedApplicationInvite(deps, {
    ...acme,
    positionId: FRONT_END,
    positionTitle: 'Desenvolvedor(a) Front-end React',
    invitedBy: DEMO_USERS.creator.id,
    message: 'Olá, Ana! Vimos seu perfil e achamos que você combina com o nosso time de produto.',
    createdAt: new Date(now.getTime() - 3 * HOUR),
    to: { userId: DEMO_USERS.individual.id, email: DEMO_USERS.individual.email },
  });
  await seedApplicationInvite(deps, {
    ...acme,
    positionId: DATA_ANALYST,
    positionTitle: 'Analista de Dados Pleno',
    invitedBy: DEMO_USERS.admin.id,
    message: 'Gostaríamos de conhecer você: candidate-se à nossa vaga de dados.',
    createdAt: new Date(now.getTime() - 1 * DAY),
    to: { email: 'prospect@trilha.dev' },
  });
  await seedApplicationInvite(deps, {
    ...acme,
    positionId: FRONT_END,
    positionTitle: 'Desenvolvedor(a) Front-end React',
    invitedBy: DEMO_USERS.creator.id,
    message: null,
    createdAt: new Date(now.getTime() - 10 * DAY),
    to: {
      email: 'expirado@trilha.dev',
      ...(deps.config.nodeEnv !== 'production' && { token: DEMO_EXPIRED_PROSPECT_TOKEN }),
    },
  });
}
