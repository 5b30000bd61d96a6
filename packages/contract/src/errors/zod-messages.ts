// `config`, not `z.config`: the web build takes every z call for pure (apps/web/vite.config.ts) and would drop it
import { config } from 'zod';

/**
 * A side effect, imported by whoever runs schemas and shows their issues: the server (app.ts) and the web's form
 * helpers (lib/forms/field-rules.ts). Not part of the contract's index, so a screen that runs no schema loads no zod.
 * Zod issues carry FIELD_MESSAGES keys as messages. A missing value becomes `required`;
 * any issue without a key of ours becomes `invalid`, so no English zod text reaches a user.
 */
config({
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null || issue.input === '') return 'required';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'text.too_long';
    if (issue.code === 'too_small' && issue.origin === 'string') return 'text.too_short';
    return 'invalid';
  },
});
