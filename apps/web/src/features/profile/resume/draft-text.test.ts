import { describe, expect, it } from 'vitest';
import { experienceLine, languagesLine } from './draft-text.ts';

const job = {
  company: 'Acme Ltda',
  role: 'Desenvolvedor',
  tasks: '',
  startDate: '2021-01-01',
  endDate: '2025-01-01',
  currentlyWorking: false,
};

describe('the resume revision in words a person reads', () => {
  it('writes periods as month and year ("jan/2021 – jan/2025"), not ISO months', () => {
    expect(experienceLine(job, 'pt-BR', 'atual')).toBe('Desenvolvedor — Acme Ltda (jan/2021 – jan/2025)');
    expect(experienceLine({ ...job, endDate: null, currentlyWorking: true }, 'pt-BR', 'atual')).toBe(
      'Desenvolvedor — Acme Ltda (jan/2021 – atual)',
    );
    expect(experienceLine(job, 'en-US', 'present')).toBe('Desenvolvedor — Acme Ltda (Jan 2021 – Jan 2025)');
  });

  it('names languages in the reader’s language, capitalised ("Inglês (avançado)"), not by code', () => {
    const levels = { professional_working: 'avançado', elementary: 'básico' } as Record<string, string>;
    const line = languagesLine(
      [
        { language: 'en', proficiency: 'professional_working' },
        { language: 'es', proficiency: 'elementary' },
      ],
      'pt-BR',
      (proficiency) => levels[proficiency] ?? proficiency,
    );
    expect(line).toBe('Inglês (avançado), Espanhol (básico)');
  });
});
