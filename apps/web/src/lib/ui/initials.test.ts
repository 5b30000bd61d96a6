import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Acme Tecnologia')).toBe('AT');
    expect(initialsOf('Suporte Trilha')).toBe('ST');
    expect(initialsOf('Ana', 'de Souza')).toBe('AS');
  });
  it('gives a person (name, last name) and their personal workspace (full name) the same letters', () => {
    expect(initialsOf('Suporte', 'Trilha')).toBe(initialsOf('Suporte Trilha'));
  });
  it('takes two letters of a single word and keeps accents', () => {
    expect(initialsOf('Globex')).toBe('GL');
    expect(initialsOf('élisa')).toBe('ÉL');
    expect(initialsOf('Órgão Ágil')).toBe('ÓÁ');
  });
  it('ignores punctuation and extra spaces, and never returns empty', () => {
    expect(initialsOf('  Vagas   Nordeste!  ')).toBe('VN');
    expect(initialsOf('(Carreira) Tech')).toBe('CT');
    expect(initialsOf('', null, undefined)).toBe('?');
    expect(initialsOf('!!!')).toBe('?');
  });
});
