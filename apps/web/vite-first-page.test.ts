import { describe, expect, it } from 'vitest';
import { appClosure } from './vite-first-page.ts';

const graph: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/router.tsx', '/app/node_modules/react/index.js', '/app/src/global.css'],
  '/app/src/router.tsx': ['/app/src/routes.tsx', '/app/packages/contract/src/index.ts'],
  '/app/src/routes.tsx': ['/app/src/router.tsx'],
  '/app/src/login.tsx': ['/app/src/form.tsx', '/app/node_modules/@mantine/core/esm/index.mjs'],
  '/app/src/form.tsx': [],
  '/app/src/home.tsx': ['/app/src/shell.tsx'],
  '/app/src/shell.tsx': [],
};
const importedIds = (id: string) => graph[id] ?? null;

describe('the first page closure', () => {
  it('takes the app modules the starts import, through cycles, and no package module nor stylesheet', () => {
    expect([...appClosure(['/app/src/main.tsx', '/app/src/login.tsx'], importedIds)].sort()).toEqual([
      '/app/src/form.tsx',
      '/app/src/login.tsx',
      '/app/src/main.tsx',
      '/app/src/router.tsx',
      '/app/src/routes.tsx',
    ]);
  });

  it('leaves out what no start imports statically (the screens behind import())', () => {
    const closure = appClosure(['/app/src/main.tsx'], importedIds);
    expect(closure.has('/app/src/home.tsx')).toBe(false);
    expect(closure.has('/app/src/shell.tsx')).toBe(false);
  });
});
