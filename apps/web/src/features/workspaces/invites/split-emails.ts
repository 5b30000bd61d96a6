/** E-mails typed one per line or separated by commas, semicolons or spaces. */
export const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);
