/** The template placeholders as the screens write them: passed as values, since i18next would fill {{…}} in a translation. */
export const PLACEHOLDER_WORDS = { nome: '{{nome}}', vaga: '{{vaga}}', empresa: '{{empresa}}' };
