import { type DependentItem, dependentBirthProblem, dependentData, resolveLanguage } from '@trilha/contract';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { formatCpf } from './cpf.ts';

export type DependentValues = {
  name: string;
  relationship: string | null;
  birthDate: string;
  taxId: string;
  holderUserId: string | null;
  observations: string;
};

export const dependentValuesOf = (item?: DependentItem): DependentValues => ({
  name: item?.data.name ?? '',
  relationship: item?.data.relationship ?? null,
  birthDate: item?.data.birthDate ?? '',
  taxId: item?.data.taxId ? formatCpf(item.data.taxId) : '',
  holderUserId: item?.data.holderUserId ?? null,
  observations: item?.data.observations ?? '',
});

/** Today in the browser's calendar (YYYY-MM-DD): the latest birth date the form accepts; the server checks with its own clock. */
export const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const checkSchema = zodValidate(dependentData);
export function validateDependent(values: DependentValues, language: string): Record<string, string> {
  const errors = checkSchema(values);
  const future = values.birthDate && !errors.birthDate ? dependentBirthProblem(values.birthDate, today()) : null;
  return future ? { ...errors, birthDate: fieldMessage(future, resolveLanguage(language)) } : errors;
}

/** The server names the fields inside `data` (data.birthDate); the form's fields are the data's own. */
export const dataFieldErrors = (error: unknown) =>
  Object.fromEntries(Object.entries(apiFieldErrors(error)).map(([path, message]) => [path.replace(/^data\./, ''), message]));
