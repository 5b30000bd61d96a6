import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens and one-time codes are stored only as this hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
