import { loginBody } from '@trilha/contract';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';

const validate = zodValidate(loginBody);

/**
 * The sign-in's contract rules, in a module of their own: the page loads them (and zod) on first use. An empty code
 * is no code: the field is there only once the server asked for one.
 */
export const loginRules = (values: unknown) => {
  const { code, ...rest } = values as { code?: string };
  return validate({ ...rest, ...(code?.trim() && { code }) });
};
