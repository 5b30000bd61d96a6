import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title.ts';

function Screen({ parts }: { parts: (string | undefined)[] }) {
  usePageTitle(...parts);
  return null;
}

describe('usePageTitle', () => {
  it('names the tab after the screen, then the product', () => {
    const { rerender } = render(<Screen parts={['Membros', 'Acme Tecnologia']} />);
    expect(document.title).toBe('Membros · Acme Tecnologia · Trilha');
    rerender(<Screen parts={['Entrar', undefined]} />);
    expect(document.title).toBe('Entrar · Trilha');
  });
});
