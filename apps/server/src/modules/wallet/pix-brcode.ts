import { randomBytes } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';
import type { PixConfig } from '../../config.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new txid: 25 letters and digits (the most a static BR Code carries), "TRL" and 22 random characters. */
export function newTxid(): string {
  const bytes = randomBytes(22);
  let txid = 'TRL';
  // 256 is not a multiple of 36: the slight bias of a modulo changes nothing for an identifier that only must not repeat
  for (const byte of bytes) txid += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return txid;
}

/**
 * The EMV "copia e cola" text of a charge, by pix-utils (which computes its CRC16): the receiver's key, name and
 * city, the amount in reais, and the txid a PSP's notification will name.
 */
export function pixBrCode(receiver: PixConfig, txid: string, amountCents: number): string {
  const pix = createStaticPix({
    pixKey: receiver.key,
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
    txid,
    transactionAmount: amountCents / 100,
  });
  // the receiver's fields were checked when the configuration was read: an error here is a bug
  if (hasError(pix)) throw new Error(`pix-utils refused the BR Code: ${pix.message}`);
  return pix.toBRCode();
}

/** The BR Code as a QR code a phone's camera reads from a screen: a PNG data URL. */
export const pixQrCode = (brCode: string): Promise<string> =>
  QRCode.toDataURL(brCode, { errorCorrectionLevel: 'M', margin: 2, width: 280 });
