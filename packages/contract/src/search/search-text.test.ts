import { describe, expect, it } from 'vitest';
import { discoveryQuery } from '../contents/discovery-endpoints.ts';
import { courseSearchFilter } from '../courses/schemas.ts';
import { fieldMessage } from '../errors/catalogue.ts';
import { jobSearchFilter } from '../positions/endpoints.ts';
import { singleSearchQuery } from './endpoints.ts';
import { SEARCH_TEXT_MAX, SEARCH_WORDS_MAX, searchText } from './search-text.ts';

// 40 words in 200 characters: the kind of text that once stalled the searches
const FORTY_WORDS = Array.from({ length: 40 }, (_, i) => ['dados', 'sql', 'vendas', 'rh', 'ti'][i % 5]).join(' ');

describe('search text', () => {
  it('searches only its first words, dropping the rest quietly', () => {
    expect(searchText.parse('  analista   de dados  ')).toBe('analista de dados');
    expect(searchText.parse('a b c d e f g h i j k')).toBe('a b c d e f g h');
    expect(searchText.parse('analista - de -- dados ! pleno')).toBe('analista de dados pleno');
    expect(searchText.parse('"analista de dados" -estágio')).toBe('"analista de dados" -estágio');
    expect(searchText.parse(undefined)).toBe('');
    expect(searchText.parse(FORTY_WORDS.slice(0, SEARCH_TEXT_MAX)).split(' ')).toHaveLength(SEARCH_WORDS_MAX);
  });

  it(`refuses more than ${SEARCH_TEXT_MAX} characters with a field message`, () => {
    expect(searchText.safeParse('a'.repeat(SEARCH_TEXT_MAX)).success).toBe(true);
    const long = searchText.safeParse('a'.repeat(SEARCH_TEXT_MAX + 1));
    expect(long.error?.issues[0]?.message).toBe('search.text_length');
    expect(fieldMessage('search.text_length', 'pt-BR')).toBe('A busca deve ter até 120 caracteres');
    expect(searchText.safeParse('dados\u0000').error?.issues[0]?.message).toBe('invalid');
  });

  it('bounds the text of every search', () => {
    const eight = 'dados sql vendas rh ti dados sql vendas';
    expect(jobSearchFilter.parse({ text: FORTY_WORDS.slice(0, 120) }).text).toBe(eight);
    expect(discoveryQuery.parse({ query: FORTY_WORDS.slice(0, 120) }).query).toBe(eight);
    expect(singleSearchQuery.parse({ text: FORTY_WORDS.slice(0, 120) }).text).toBe(eight);
    expect(courseSearchFilter.parse({ name: FORTY_WORDS.slice(0, 120) }).name).toBe(eight);
    expect(courseSearchFilter.parse({ name: null }).name).toBe('');
    for (const refused of [
      jobSearchFilter.safeParse({ text: FORTY_WORDS }),
      discoveryQuery.safeParse({ query: FORTY_WORDS }),
      singleSearchQuery.safeParse({ text: FORTY_WORDS }),
      courseSearchFilter.safeParse({ name: FORTY_WORDS }),
    ]) {
      expect(refused.error?.issues[0]?.message).toBe('search.text_length');
    }
  });
});
