/**
 * The demo accounts (README lists them). Fixed ids so every seeded database looks the same
 * and the workspace seed can refer to them. One password for all: easy to type, valid by the rules.
 */
export const DEMO_PASSWORD = 'Trilha@2026';

export const DEMO_USERS = {
  individual: { id: '00000000-0000-4000-8000-000000000001', email: 'ana@trilha.dev', name: 'Ana', lastName: 'Souza' },
  owner: { id: '00000000-0000-4000-8000-000000000002', email: 'bruno@acme.dev', name: 'Bruno', lastName: 'Lima' },
  admin: { id: '00000000-0000-4000-8000-000000000003', email: 'carla@acme.dev', name: 'Carla', lastName: 'Mendes' },
  creator: { id: '00000000-0000-4000-8000-000000000004', email: 'diego@acme.dev', name: 'Diego', lastName: 'Rocha' },
  member: { id: '00000000-0000-4000-8000-000000000005', email: 'elisa@acme.dev', name: 'Elisa', lastName: 'Prado' },
  support: {
    id: '00000000-0000-4000-8000-000000000006',
    email: 'suporte@trilha.dev',
    name: 'Suporte',
    lastName: 'Trilha',
    isSupport: true,
  },
  pendingDeletion: { id: '00000000-0000-4000-8000-000000000007', email: 'fabio@trilha.dev', name: 'Fábio', lastName: 'Alves' },
} as const;
