import type { UseFormReturnType } from '@mantine/form';
import { type ProfileForm, profileDateProblems, profileForm, resolveLanguage } from '@trilha/contract';
import type { ChangeEvent } from 'react';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { i18next } from '../../../lib/i18n/i18n.ts';

export type ProfileFormApi = UseFormReturnType<ProfileForm>;

/** Today in the browser's calendar (YYYY-MM-DD): the server checks again with its own clock. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The contract's rules plus those that need today's date, each in the screen's language. */
export function validateProfile(values: ProfileForm): Record<string, string> {
  const errors = zodValidate(profileForm)(values);
  const language = resolveLanguage(i18next.language);
  for (const [path, key] of Object.entries(profileDateProblems(values, today()))) errors[path] ??= fieldMessage(key, language);
  return errors;
}

/** Input props for a text field the form stores as null when empty. */
export function nullableText(form: ProfileFormApi, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value as string | null) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setFieldValue(path, event.currentTarget.value || null),
  };
}

/** Props for a date field (lib/ui DateField) the form stores as null when empty. */
export function nullableDate(form: ProfileFormApi, path: string) {
  const props = form.getInputProps(path);
  return { ...props, value: (props.value as string | null) ?? '', onChange: (value: string) => form.setFieldValue(path, value || null) };
}

/** Props for a career month field (lib/ui MonthField): the profile stores the month's first day, an empty end as null. */
export function monthField(form: ProfileFormApi, path: string) {
  const props = form.getInputProps(path);
  return {
    error: props.error,
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    value: (props.value as string | null) ?? '',
    onChange: (month: string) => form.setFieldValue(path, month || (path.endsWith('endDate') ? null : '')),
  };
}
