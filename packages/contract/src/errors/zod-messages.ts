import { z } from 'zod';
import { FIELD_MESSAGES } from './catalogue.ts';

/**
 * Zod issues carry FIELD_MESSAGES keys as messages. A missing value becomes `required`;
 * any issue without a key of ours becomes `invalid`, so no English zod text reaches a user.
 */
z.config({
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null || issue.input === '') return 'required';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'text.too_long';
    if (issue.code === 'too_small' && issue.origin === 'string') return 'text.too_short';
    return 'invalid';
  },
});

export const isFieldMessageKey = (value: string): value is keyof typeof FIELD_MESSAGES => value in FIELD_MESSAGES;
