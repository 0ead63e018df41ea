import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer authenticator apps show beside the operator's email. */
export const totpIssuer = 'Casino back-office';

export type SecretBox = { seal(plain: string): string; open(sealed: string): string };

/**
 * TOTP secrets must be readable by the server (it computes the codes), so they are encrypted, not
 * hashed: AES-256-GCM under a key derived from SESSION_SECRET. A copy of the database alone yields
 * no second factor; rotating SESSION_SECRET means every operator enrols again.
 */
export function createSecretBox(sessionSecret: string): SecretBox {
  const key = createHmac('sha256', sessionSecret).update('backoffice-totp-secret-v1').digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export const newTotpSecret = (): string => generateSecret();

export const otpauthUri = (email: string, secret: string): string =>
  generateURI({ issuer: totpIssuer, label: email, secret });

/**
 * The time step a 6-digit code is good for at `now` (one 30-second step of clock drift either way),
 * or null. A step at or before `afterStep` is refused: a code seen once cannot be replayed.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
