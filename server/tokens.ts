/** The secrets emailed links carry: random, and stored only as a SHA-256 hash. */
import crypto from 'node:crypto';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function newToken() {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
