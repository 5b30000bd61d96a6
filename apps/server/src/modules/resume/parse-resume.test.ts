import { describe, expect, it } from 'vitest';
import { EN_RESUME, ES_RESUME, PT_RESUME } from '../../../test/resume-pdfs.ts';
import { parseResume } from './parse-resume.ts';

// the text as the PDF library gives it back: one line per line, headings without the marker
const textOf = (lines: string[]) => lines.map((line) => line.replace(/^# /, '')).join('\n');
const TODAY = '2026-03-10';

describe('reading a resume', () => {
  it('in pt-BR', () => {
    const parsed = parseResume(textOf(PT_RESUME), TODAY);
    expect(parsed).toMatchObject({
      name: 'Maria',
      lastName: 'Clara Oliveira',
      email: 'maria.oliveira@example.com',
      phone: '(81) 99876-5432',
      city: 'Recife',
      state: 'PE',
      professionalTitle: 'Enfermeira',
    });
    expect(parsed.professionalExperiences).toEqual([
      expect.objectContaining({
        role: 'Enfermeira Supervisora',
        company: 'Hospital Central',
        startDate: '2019-03-01',
        endDate: null,
        currentlyWorking: true,
      }),
      expect.objectContaining({
        role: 'Enfermeira Assistente',
        company: 'Clínica Boa Saúde',
        startDate: '2015-02-01',
        endDate: '2019-02-01',
      }),
    ]);
    expect(parsed.professionalExperiences[0]?.tasks).toContain('Supervisão de equipe');
    expect(parsed.academicExperiences).toEqual([
      {
        institution: 'Universidade Federal de Pernambuco',
        title: 'Bacharelado em Enfermagem',
        startDate: '2010-01-01',
        endDate: '2014-01-01',
        currentlyStudying: false,
      },
    ]);
    expect(parsed.languages).toEqual([
      { language: 'en', proficiency: 'limited_working' },
      { language: 'es', proficiency: 'elementary' },
    ]);
    expect(parsed.skillTexts).toEqual(['Enfermagem', 'Gestão de equipes', 'Primeiros socorros', 'Comunicação']);
  });

  it('in English', () => {
    const parsed = parseResume(textOf(EN_RESUME), TODAY);
    expect(parsed).toMatchObject({
      name: 'John',
      email: 'john.carter@example.com',
      phone: '(415) 555-0134',
      city: 'San Francisco',
      state: 'CA',
      professionalTitle: 'Software Engineer',
    });
    expect(parsed.professionalExperiences.map((item) => [item.role, item.company, item.startDate, item.currentlyWorking])).toEqual([
      ['Senior Software Engineer', 'Acme Corp', '2020-03-01', true],
      ['Software Engineer', 'Globex', '2016-01-01', false],
    ]);
    expect(parsed.academicExperiences[0]).toMatchObject({ institution: 'University of California', title: 'B.S. in Computer Science' });
    expect(parsed.languages).toEqual([
      { language: 'en', proficiency: 'native_or_bilingual' },
      { language: 'es', proficiency: 'limited_working' },
    ]);
    expect(parsed.skillTexts).toEqual(['TypeScript', 'PostgreSQL', 'Docker', 'Leadership']);
  });

  it('in Spanish', () => {
    const parsed = parseResume(textOf(ES_RESUME), TODAY);
    expect(parsed).toMatchObject({
      name: 'Lucía',
      lastName: 'Fernández Gómez',
      email: 'lucia.fernandez@example.com',
      professionalTitle: 'Analista de Marketing',
    });
    expect(parsed.professionalExperiences[0]).toMatchObject({
      role: 'Analista de Marketing Digital',
      company: 'Mercado Sur',
      startDate: '2021-03-01',
      currentlyWorking: true,
    });
    expect(parsed.academicExperiences[0]).toMatchObject({
      institution: 'Universidad de Buenos Aires',
      title: 'Licenciatura en Publicidad',
    });
    expect(parsed.languages).toEqual([
      { language: 'es', proficiency: 'native_or_bilingual' },
      { language: 'en', proficiency: 'professional_working' },
    ]);
  });
});

describe('what a Brazilian resume writes', () => {
  const resume = [
    'Ana Souza',
    'ana.souza@example.com | (11) 98765-4321',
    'São Paulo - SP',
    'linkedin.com/in/anasouza',
    'Desenvolvedora Front-end | React | TypeScript',
    'Resumo',
    'Desenvolvedora com seis anos de experiência em aplicações web.',
    'Foco em acessibilidade e desempenho.',
    'Experiência',
    'Acme Ltda - Desenvolvedor',
    '01/2021 - 01/2025',
    'Telas em React e testes automatizados.',
    'Analista de Sistemas — Banco Horizonte',
    '03/2018 - 12/2020',
    'Habilidades',
    'Excel (avançado), SQL - intermediário, Power BI',
  ].join('\n');
  const parsed = parseResume(resume, TODAY);

  it('takes "Company - Role" the right way round', () => {
    expect(parsed.professionalExperiences.map((item) => [item.company, item.role])).toEqual([
      ['Acme Ltda', 'Desenvolvedor'],
      ['Banco Horizonte', 'Analista de Sistemas'],
    ]);
  });

  it('reads the professional title below the contact lines and the "Resumo" section', () => {
    expect(parsed.professionalTitle).toBe('Desenvolvedora Front-end');
    expect(parsed.professionalDescription).toBe(
      'Desenvolvedora com seis anos de experiência em aplicações web. Foco em acessibilidade e desempenho.',
    );
    expect(parseResume(textOf(PT_RESUME), TODAY).professionalDescription).toBe(
      'Enfermeira com oito anos de experiência em UTI adulto e gestão de equipes.',
    );
  });

  it('reads skills without the level written beside them, and looks for skills as words only outside their section', () => {
    expect(parsed.skillTexts).toEqual(['Excel', 'SQL', 'Power BI']);
    expect(parsed.prose).not.toContain('avançado');
    expect(parsed.prose).toContain('Telas em React');
  });
});

describe('what the profile would refuse', () => {
  it('is clipped: long titles, more than 30 entries', () => {
    const jobs = Array.from(
      { length: 40 },
      (_, i) =>
        `${'Cargo muito longo '.repeat(20)} — Empresa ${i}\n${String((i % 12) + 1).padStart(2, '0')}/20${String(i % 20).padStart(2, '0')} - 12/2024`,
    );
    const parsed = parseResume(['Ana Souza', 'Experiência', ...jobs].join('\n'), TODAY);
    expect(parsed.professionalExperiences.length).toBeLessThanOrEqual(30);
    expect(parsed.professionalExperiences.every((item) => item.role.length <= 200 && item.role.length > 0)).toBe(true);
  });
});

describe('the city and state of the header', () => {
  const placeOf = (line: string) => {
    const { city, state } = parseResume(['Ana Souza', 'ana.souza@example.com | (19) 98765-4321', line].join('\n'), TODAY);
    return { city, state };
  };

  it('reads the four ways a city and its state are written', () => {
    expect(placeOf('Campinas - SP')).toEqual({ city: 'Campinas', state: 'SP' });
    expect(placeOf('São Paulo/SP')).toEqual({ city: 'São Paulo', state: 'SP' });
    expect(placeOf('Belo Horizonte (MG)')).toEqual({ city: 'Belo Horizonte', state: 'MG' });
    expect(placeOf('Recife, PE')).toEqual({ city: 'Recife', state: 'PE' });
  });

  it('in any case, with or without spaces around the mark', () => {
    expect(placeOf('sao paulo (sp)')).toEqual({ city: 'sao paulo', state: 'SP' });
    expect(placeOf('CAMPINAS-SP')).toEqual({ city: 'CAMPINAS', state: 'SP' });
    expect(placeOf('Guajará-Mirim / ro')).toEqual({ city: 'Guajará-Mirim', state: 'RO' });
  });

  it('inside a line of contacts and after an address', () => {
    expect(placeOf('linkedin.com/in/ana | Campinas - SP, Brasil')).toEqual({ city: 'Campinas', state: 'SP' });
    expect(placeOf('Rua das Flores, 120 - Campinas/SP')).toEqual({ city: 'Campinas', state: 'SP' });
    expect(placeOf('Desenvolvedora – Campinas (SP)')).toEqual({ city: 'Campinas', state: 'SP' });
  });

  it('labelled without its state, and a US state only in capitals', () => {
    expect(placeOf('Cidade: Campinas')).toEqual({ city: 'Campinas', state: null });
    expect(placeOf('Austin, TX')).toEqual({ city: 'Austin', state: 'TX' });
    expect(placeOf('github.com/ana/in')).toEqual({ city: null, state: null });
    expect(placeOf('Front-end, React, Node')).toEqual({ city: null, state: null });
  });

  it('does not take a city line for the professional title', () => {
    const parsed = parseResume(['Ana Souza', 'sao paulo (sp)', 'Analista de Dados'].join('\n'), TODAY);
    expect(parsed.professionalTitle).toBe('Analista de Dados');
  });
});
