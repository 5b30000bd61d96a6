import type { FormEvent } from 'react';

/**
 * After a failed submit, focus moves to the first invalid field: its error is linked to it, so a screen reader reads
 * both, instead of focus staying on the submit button. Mantine's `onSubmit(handler, onInvalid)` calls it.
 */
export function focusFirstInvalid(_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>) {
  const form = event?.currentTarget;
  if (!form) return;
  // after the render that marks the fields invalid
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
