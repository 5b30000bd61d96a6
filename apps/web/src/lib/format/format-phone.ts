/**
 * A phone as people read it: a Brazilian number (10 or 11 digits after an optional 55, with its DDD) as
 * +55 (11) 98765-4321 or +55 (11) 3409-4000; anything else as it was typed.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
  const match = /^([1-9]\d)(9?\d{4})(\d{4})$/.exec(national);
  if (!match || (digits.length !== national.length + 2 && phone.trim().startsWith('+'))) return phone.trim();
  return `+55 (${match[1]}) ${match[2]}-${match[3]}`;
}
