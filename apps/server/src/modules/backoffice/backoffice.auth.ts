import {
  type OperatorCode,
  type OperatorPasswordChange,
  type OperatorSessionAnswer,
  type OperatorSignIn,
  type OperatorSignInAnswer,
  operatorTiming,
  permissionsByRole,
  recoveryCodeCount,
} from '@casino/contracts/backoffice';
import { AppError } from '../../lib/app-error.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomReadable, type TokenSigner } from '../../lib/tokens.ts';
import type { BackofficeRepository, OperatorRow, OperatorSessionRow } from './backoffice.repository.ts';
import { acceptedStep, newTotpSecret, otpauthUri, type SecretBox } from './backoffice.secrets.ts';
import { operatorView } from './backoffice.view.ts';

export type OperatorContext = { ip: string; userAgent: string | null };
export type OperatorAuth = { operator: OperatorRow; session: OperatorSessionRow };

/** Failed passwords from one address, whatever the email (spraying many accounts). */
const passwordFailuresPerAddress = 50;

const expiredChallenge = () =>
  new AppError('UNAUTHORIZED', 'This sign-in has expired. Enter your email and password again.');
const wrongCode = () =>
  new AppError('INVALID_CREDENTIALS', 'That code is not right. Check your authenticator app and try again.');

const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');

/**
 * Operators' sign-in: a password, then a TOTP code (or a one-time recovery code), enrolling the
 * authenticator at the first sign-in. Both steps are throttled; every outcome is audited. Sessions
 * are bearer tokens (no cookies, so no cross-site request can act for an operator) that end after
 * 30 minutes without a request.
 */
export function createOperatorAuth({
  repository,
  transaction,
  clock,
  tokens,
  secrets,
}: {
  repository: BackofficeRepository;
  transaction: <T>(work: (repo: BackofficeRepository) => Promise<T>) => Promise<T>;
  clock: Clock;
  tokens: TokenSigner;
  secrets: SecretBox;
}) {
  const since = () => new Date(clock.now().getTime() - operatorTiming.throttleWindowMs);

  async function audit(
    repo: BackofficeRepository,
    operator: { id: number | null; email: string },
    action: string,
    context: OperatorContext,
    after: unknown = null,
  ): Promise<void> {
    await repo.insertAudit({
      at: clock.now(),
      operatorId: operator.id,
      operatorEmail: operator.email,
      action,
      subjectType: 'operator',
      subjectId: operator.id === null ? null : String(operator.id),
      before: null,
      after,
      ip: context.ip,
    });
  }

  /** Records a failed attempt first (parallel guesses count against each other), then refuses over the limit. */
  async function recordAttempt(
    step: 'password' | 'code',
    email: string,
    operatorId: number | null,
    context: OperatorContext,
  ): Promise<number> {
    const address = rateLimitAddress(context.ip);
    const id = await repository.insertAttempt({ operatorId, email, step, address, createdAt: clock.now() });
    const failures = await repository.countFailures({ email, address, step, since: since() });
    const perEmail =
      step === 'password' ? operatorTiming.passwordFailuresPerWindow : operatorTiming.codeFailuresPerWindow;
    // the attempt just recorded counts too, hence "more than"
    if (failures.forEmail > perEmail || failures.fromAddress > passwordFailuresPerAddress) {
      await audit(repository, { id: operatorId, email }, 'operator.sign-in.throttled', context, { step });
      throw new AppError(
        'TOO_MANY_ATTEMPTS',
        'Too many failed attempts. Please wait 15 minutes and try again.',
      );
    }
    return id;
  }

  async function issueChallenge(
    repo: BackofficeRepository,
    operatorId: number,
    purpose: 'code' | 'enrol',
  ): Promise<string> {
    const { token, tokenHash } = tokens.issue();
    await repo.insertChallenge({
      operatorId,
      tokenHash,
      purpose,
      expiresAt: new Date(clock.now().getTime() + operatorTiming.challengeTtlMs),
    });
    return token;
  }

  async function openChallenge(challenge: string, purpose: 'code' | 'enrol') {
    const found = await repository.findChallenge(tokens.hash(challenge), clock.now());
    if (!found || found.purpose !== purpose) throw expiredChallenge();
    const operator = await repository.findOperator(found.operatorId);
    if (operator?.status !== 'active') throw expiredChallenge();
    return { challenge: found, operator };
  }

  /** A new session; answers its token and the operator as they are now (this sign-in's time included). */
  async function startSession(
    repo: BackofficeRepository,
    operator: OperatorRow,
    context: OperatorContext,
  ): Promise<OperatorSessionAnswer> {
    const { token, tokenHash } = tokens.issue();
    const now = clock.now();
    await repo.insertSession({
      operatorId: operator.id,
      tokenHash,
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
    });
    const signedIn = await repo.updateOperator(operator.id, { lastSignInAt: now });
    return { token, operator: operatorView(signedIn), permissions: [...permissionsByRole[signedIn.role]] };
  }

  return {
    async signIn(input: OperatorSignIn, context: OperatorContext): Promise<OperatorSignInAnswer> {
      const email = input.email.toLowerCase();
      const operator = await repository.findOperatorByEmail(email);
      const attemptId = await recordAttempt('password', email, operator?.id ?? null, context);
      const matches = await verifyPassword(operator?.passwordHash ?? null, input.password);
      if (!operator || !matches || operator.status !== 'active') {
        await audit(repository, operator ?? { id: null, email }, 'operator.sign-in.failed', context, {
          step: 'password',
        });
        // a disabled operator is not told apart from a wrong password
        throw new AppError('INVALID_CREDENTIALS', 'Incorrect email or password');
      }
      await repository.markAttemptSucceeded(attemptId);
      if (operator.totpSecret) {
        return { stage: 'code', challenge: await issueChallenge(repository, operator.id, 'code') };
      }
      const secret = newTotpSecret();
      await repository.updateOperator(operator.id, { pendingTotpSecret: secrets.seal(secret) });
      return {
        stage: 'enrol',
        challenge: await issueChallenge(repository, operator.id, 'enrol'),
        secret,
        otpauthUri: otpauthUri(operator.email, secret),
      };
    },

    async verifyCode(input: OperatorCode, context: OperatorContext): Promise<OperatorSessionAnswer> {
      const { challenge, operator } = await openChallenge(input.challenge, 'code');
      if (!operator.totpSecret) throw expiredChallenge();
      const attemptId = await recordAttempt('code', operator.email, operator.id, context);
      const now = clock.now();
      let accepted: boolean;
      if ('code' in input) {
        const step = await acceptedStep(
          secrets.open(operator.totpSecret),
          input.code,
          now,
          operator.totpLastStep,
        );
        accepted = step !== null && (await repository.advanceTotpStep(operator.id, step));
      } else {
        accepted = await repository.useRecoveryCode(
          operator.id,
          tokens.hash(`recovery:${normalizeRecoveryCode(input.recoveryCode)}`),
          now,
        );
      }
      const method = 'code' in input ? 'authenticator' : 'recovery-code';
      if (!accepted) {
        await audit(repository, operator, 'operator.sign-in.failed', context, { step: method });
        throw wrongCode();
      }
      await repository.markAttemptSucceeded(attemptId);
      return transaction(async (repo) => {
        if (!(await repo.useChallenge(challenge.id, now))) throw expiredChallenge();
        const session = await startSession(repo, operator, context);
        await audit(repo, operator, 'operator.sign-in', context, { method });
        return session;
      });
    },

    async enrol(
      input: { challenge: string; code: string },
      context: OperatorContext,
    ): Promise<OperatorSessionAnswer & { recoveryCodes: string[] }> {
      const { challenge, operator } = await openChallenge(input.challenge, 'enrol');
      if (!operator.pendingTotpSecret) throw expiredChallenge();
      const attemptId = await recordAttempt('code', operator.email, operator.id, context);
      const now = clock.now();
      const step = await acceptedStep(secrets.open(operator.pendingTotpSecret), input.code, now, null);
      if (step === null) {
        await audit(repository, operator, 'operator.sign-in.failed', context, { step: 'enrolment' });
        throw wrongCode();
      }
      await repository.markAttemptSucceeded(attemptId);
      const recoveryCodes = Array.from({ length: recoveryCodeCount }, () =>
        `${randomReadable(5)}-${randomReadable(5)}`.toLowerCase(),
      );
      return transaction(async (repo) => {
        if (!(await repo.useChallenge(challenge.id, now))) throw expiredChallenge();
        const enrolled = await repo.updateOperator(operator.id, {
          totpSecret: operator.pendingTotpSecret,
          pendingTotpSecret: null,
          totpLastStep: step,
        });
        await repo.replaceRecoveryCodes(
          operator.id,
          recoveryCodes.map((code) => tokens.hash(`recovery:${normalizeRecoveryCode(code)}`)),
          now,
        );
        await audit(repo, operator, 'operator.two-factor.enrolled', context);
        const session = await startSession(repo, enrolled, context);
        await audit(repo, operator, 'operator.sign-in', context, { method: 'enrolment' });
        return { ...session, recoveryCodes };
      });
    },

    /** The operator and session behind a token; null when unknown, ended, idle too long or disabled. */
    async authenticate(token: string): Promise<OperatorAuth | null> {
      const found = await repository.findLiveSession(tokens.hash(token));
      if (!found) return null;
      const now = clock.now();
      if (found.operator.status !== 'active') return null;
      if (now.getTime() - found.session.lastSeenAt.getTime() > operatorTiming.idleTimeoutMs) {
        await repository.endSession(found.session.id, 'idle', now);
        return null;
      }
      await repository.touchSession(found.session.id, now);
      return found;
    },

    /**
     * The operator's own password change: the current password first (a wrong one counts as a
     * failed sign-in password), then the new one replaces it, the operator's other sessions end and
     * the change is audited, in one transaction. This session stays open.
     */
    async changePassword(
      auth: OperatorAuth,
      input: OperatorPasswordChange,
      context: OperatorContext,
    ): Promise<OperatorRow> {
      const { operator } = auth;
      const attemptId = await recordAttempt('password', operator.email, operator.id, context);
      if (!(await verifyPassword(operator.passwordHash, input.currentPassword))) {
        await audit(repository, operator, 'operator.password.change-failed', context);
        throw new AppError('WRONG_PASSWORD', 'The current password is not correct', {
          fields: { currentPassword: 'The current password is not correct' },
        });
      }
      await repository.markAttemptSucceeded(attemptId);
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      return transaction(async (repo) => {
        const updated = await repo.updateOperator(operator.id, {
          passwordHash,
          passwordChangeRequired: false,
          passwordChangedAt: now,
        });
        await repo.endOperatorSessions(operator.id, 'password-change', now, { except: auth.session.id });
        await audit(repo, operator, 'operator.password.changed', context, {
          wasTemporary: operator.passwordChangeRequired,
        });
        return updated;
      });
    },

    async signOut(auth: OperatorAuth, context: OperatorContext): Promise<void> {
      await transaction(async (repo) => {
        await repo.endSession(auth.session.id, 'sign-out', clock.now());
        await audit(repo, auth.operator, 'operator.sign-out', context);
      });
    },
  };
}

export type OperatorAuthService = ReturnType<typeof createOperatorAuth>;
