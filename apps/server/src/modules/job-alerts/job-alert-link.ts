import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the signature covers besides the alert: a link made for this purpose serves no other. */
const PURPOSE = 'job-alert.unsubscribe';

/** A random key for a new alert; its links are signed with it (and die with it). */
export const newUnsubscribeKey = () => randomBytes(32).toString('base64url');

/** The signature of an alert's unsubscribe link. */
const unsubscribeSignature = (alertId: string, key: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${alertId}`).digest('base64url');

/** Whether `signature` is this alert's unsubscribe signature (compared in constant time). */
export function isUnsubscribeSignature(alertId: string, key: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(alertId, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The address an alert's e-mail links to: a page of the server that cancels it after one confirmation. */
export const unsubscribeUrl = (publicUrl: string, alertId: string, key: string) =>
  `${publicUrl.replace(/\/$/, '')}/alertas/${alertId}/cancelar?assinatura=${unsubscribeSignature(alertId, key)}`;
