import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Field errors are texts in the language they were made in: after a language switch, the fields that show one
 * are validated again so their messages come in the new language. An error the form's own rules do not produce
 * (a server's answer) stays as it came.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form's values
export function useErrorsFollowLanguage(form: UseFormReturnType<any>): void {
  const { i18n } = useTranslation();
  const shown = useRef(i18n.language);
  useEffect(() => {
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    for (const [path, message] of Object.entries(form.errors)) {
      if (!form.validateField(path).hasError) form.setFieldError(path, message);
    }
  }, [i18n.language, form]);
}
