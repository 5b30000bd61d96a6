import type { Language } from '@trilha/contract';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import type { CardDetails } from '../api/tokenize-card.ts';

export interface CardValues {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
  saveCard: boolean;
}

export const EMPTY_CARD: CardValues = { holder: '', number: '', expiry: '', cvc: '', saveCard: false };

const digits = (value: string) => value.replace(/\D/g, '');

/** The number as typed on the card: groups of four. */
export const groupCardNumber = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** MM/AA as the user types it. */
export const formatExpiry = (value: string) => {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

/** The Luhn check every card number passes: a typo is caught here, before the provider is asked. */
function passesLuhn(number: string): boolean {
  const d = digits(number);
  if (d.length < 13 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}

type Messages = { number: string; expiry: string; expired: string; cvc: string };

/** Field messages of the card form (`messages` are the screen's words; `required` the contract's). */
export function cardErrors(
  values: CardValues,
  language: Language,
  messages: Messages,
  now = new Date(),
): Partial<Record<keyof CardValues, string>> {
  const required = fieldMessage('required', language);
  const errors: Partial<Record<keyof CardValues, string>> = {};
  if (values.holder.trim().length < 2) errors.holder = required;
  if (!values.number.trim()) errors.number = required;
  else if (!passesLuhn(values.number)) errors.number = messages.number;
  const expiry = parseExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = required;
  else if (!expiry) errors.expiry = messages.expiry;
  else if (expiry.expYear * 12 + expiry.expMonth < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = messages.expired;
  if (!values.cvc.trim()) errors.cvc = required;
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = messages.cvc;
  return errors;
}

/** What the tokenizer receives (valid values only). */
export function cardDetails(values: CardValues): CardDetails {
  const expiry = parseExpiry(values.expiry) ?? { expMonth: 0, expYear: 0 };
  return { number: digits(values.number), holder: values.holder.trim(), cvc: values.cvc.trim(), ...expiry };
}
