import { loginBody } from '@trilha/contract';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';

/** The sign-in's contract rules, in a module of their own: the page loads them (and zod) on first use. */
export const loginRules = zodValidate(loginBody);
