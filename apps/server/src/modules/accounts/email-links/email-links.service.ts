import { passwordSchema, validationMessages } from '@casino/contracts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import type { TokenSigner } from '../../../lib/tokens.ts';
import type { Content } from '../../content/index.ts';
import type { Mail } from '../../mail/index.ts';
import type { AccountsRepository, UserRow } from '../accounts.repository.ts';
import { fieldError, passwordRulesFrom } from '../accounts.rules.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';

const verifyEmailLinkLifetimeMs = 24 * 60 * 60_000;
const resetPasswordLinkLifetimeMs = 60 * 60_000;
const resetPasswordCooldownMs = 60_000;

/**
 * Email links: the verification link (one live link per player, for the address it was sent to)
 * and the single-use, one-hour password reset link (one mail a minute per player). Links are
 * stored only as hashes.
 */
export function createEmailLinksService({
  repository,
  transaction,
  sessions,
  content,
  mail,
  clock,
  tokens,
  publicOrigin,
}: {
  repository: AccountsRepository;
  /** Runs `fn` in one database transaction with a repository bound to it. */
  transaction: <T>(fn: (repository: AccountsRepository) => Promise<T>) => Promise<T>;
  sessions: Pick<SessionsService, 'endAllSessions'>;
  content: Content;
  mail: Mail;
  clock: Clock;
  tokens: TokenSigner;
  publicOrigin: string;
}) {
  async function sendResetLink(email: string): Promise<void> {
    const user = await repository.findUserByLogin(email);
    if (!user?.email) return;
    const now = clock.now();
    const address = user.email;
    // one mail a minute per player, however many requests arrive at once (the row lock orders them)
    const token = await transaction(async (repo) => {
      await repo.lockUser(user.id);
      const last = await repo.lastEmailTokenAt(user.id, 'reset_password');
      if (last && now.getTime() - last.getTime() < resetPasswordCooldownMs) return null;
      await repo.retireEmailTokens(user.id, 'reset_password', now);
      const issued = tokens.issue();
      await repo.insertEmailToken({
        userId: user.id,
        purpose: 'reset_password',
        email: address,
        tokenHash: issued.tokenHash,
        expiresAt: new Date(now.getTime() + resetPasswordLinkLifetimeMs),
        createdAt: now,
      });
      return issued.token;
    });
    if (!token) return;
    const link = `${publicOrigin}/reset-password?token=${token}`;
    const { brandName } = await content.getSettings();
    await mail.send({
      to: address,
      subject: `Reset your ${brandName} password`,
      text: `Someone asked to reset the password of your ${brandName} account.\n\nChoose a new password within one hour:\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
      html: `<p>Someone asked to reset the password of your ${brandName} account.</p><p><a href="${link}">Choose a new password</a> within one hour.</p><p>If it was not you, ignore this message; your password stays as it is.</p>`,
    });
  }

  return {
    async sendVerificationEmail(user: UserRow): Promise<void> {
      if (!user.email || user.isEmailVerified) return;
      const { token, tokenHash } = tokens.issue();
      const now = clock.now();
      // one live link per player: an older one (perhaps for an older address) stops working
      await repository.retireEmailTokens(user.id, 'verify_email', now);
      await repository.insertEmailToken({
        userId: user.id,
        purpose: 'verify_email',
        email: user.email,
        tokenHash,
        expiresAt: new Date(now.getTime() + verifyEmailLinkLifetimeMs),
        createdAt: now,
      });
      const link = `${publicOrigin}/api/user/verify-email?token=${token}`;
      const { brandName } = await content.getSettings();
      await mail.send({
        to: user.email,
        subject: `Confirm your email for ${brandName}`,
        text: `Welcome to ${brandName}!\n\nConfirm your email address by opening this link within 24 hours:\n${link}\n\nIf you did not create an account, ignore this message.`,
        html: `<p>Welcome to ${brandName}!</p><p>Confirm your email address by opening this link within 24 hours:</p><p><a href="${link}">Confirm my email</a></p><p>If you did not create an account, ignore this message.</p>`,
      });
    },

    async resendVerificationEmail(user: UserRow): Promise<void> {
      if (!user.email) throw fieldError('email', 'Add an email address to your profile first');
      if (user.isEmailVerified) return;
      await this.sendVerificationEmail(user);
    },

    /** Consumes a verification link: verified, expired (spec: its own modal) or invalid. */
    async verifyEmail(token: string): Promise<'verified' | 'expired' | 'invalid'> {
      const row = await repository.findEmailToken(tokens.hash(token), 'verify_email');
      if (!row || row.usedAt) return 'invalid';
      if (row.expiresAt.getTime() <= clock.now().getTime()) return 'expired';
      // a link verifies only the address it was sent to, and only while the account still has it
      const user = await repository.findUserById(row.userId);
      if (!user?.email || user.email.toLowerCase() !== row.email.toLowerCase()) return 'invalid';
      if (!(await repository.useEmailToken(row.id, clock.now()))) return 'invalid';
      await repository.updateUser(row.userId, { isEmailVerified: true });
      return 'verified';
    },

    /** The password reset links still open stop working (a new password, a changed email). */
    retireLinks: (userId: number, purpose: 'verify_email' | 'reset_password') =>
      repository.retireEmailTokens(userId, purpose, clock.now()),

    /** Sends a reset link when the email belongs to a player (see sendResetLink). */
    sendResetLink,

    async resetPassword(token: string, password: string, confirmPassword: string): Promise<void> {
      const settings = await content.getSettings();
      const parsed = passwordSchema(passwordRulesFrom(settings)).safeParse(password);
      if (!parsed.success)
        throw fieldError('password', parsed.error.issues[0]?.message ?? validationMessages.required);
      if (password !== confirmPassword)
        throw fieldError('confirmPassword', validationMessages.passwordsMustMatch);
      const row = await repository.findEmailToken(tokens.hash(token), 'reset_password');
      if (!row || row.usedAt)
        throw new AppError('INVALID_LINK', 'This link is not valid any more. Ask for a new one.');
      if (row.expiresAt.getTime() <= clock.now().getTime())
        throw new AppError('LINK_EXPIRED', 'This link has expired. Ask for a new one.');
      if (!(await repository.useEmailToken(row.id, clock.now())))
        throw new AppError('INVALID_LINK', 'This link is not valid any more. Ask for a new one.');
      await repository.updateUser(row.userId, { passwordHash: await hashPassword(parsed.data) });
      await sessions.endAllSessions(row.userId, 'SECURITY_LOGOUT');
      await repository.retireEmailTokens(row.userId, 'reset_password', clock.now());
    },
  };
}

export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
