import { timingSafeEqual } from 'node:crypto';
import {
  type AppSettings,
  type BetLimits,
  type BetLimitsInput,
  type BreakPeriod,
  betLimitChangeIntervalMinutes,
  betLimitChangeLockedMessage,
  betLimitKinds,
  checkPhoneNumber,
  createSignUpSchema,
  dateOfBirthSchema,
  emailSchema,
  type LoginInput,
  type LoginResponse,
  limits,
  type PasswordRules,
  type PlayerBonus,
  passwordSchema,
  phoneProblemMessage,
  placeholderDateOfBirth,
  type SessionLimitResponse,
  type SessionTerminationReason,
  type SignUpPayload,
  type SignUpResponse,
  timing,
  type UpdateUserDetailsInput,
  type UserDetails,
  type UserLimit,
  type UserProfile,
  updateUserDetailsInputSchema,
  validationMessages,
} from '@casino/contracts';
import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomReadable, type TokenSigner } from '../../lib/tokens.ts';
import type { ContentService } from '../content/content.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import {
  assertMayPlay,
  assertMaySignIn,
  type BreakKind,
  requestedEnd,
  runningBreak,
  userLimitOf,
} from './accounts.breaks.ts';
import {
  type AccountsRepository,
  type SessionRow,
  type UserRow,
  uniqueViolation,
} from './accounts.repository.ts';

/** Who is asking: address, browser, located country, and whether that location is blocked (spec §4). */
export type RequestContext = {
  ip: string;
  userAgent: string | null;
  country: string | null;
  blockedLocation: boolean;
};
export type AuthenticatedSession = { user: UserRow; session: SessionRow };

/** What decides how a player is named in public (win feeds, game providers). */
export type PublicNameFields = {
  nickname: string | null;
  username: string | null;
  uniqueId: string;
  ghostMode: boolean;
};

/**
 * The name public feeds show: none in ghost mode; the nickname the player chose; else the
 * username with its middle hidden; else "Player" and the end of their public id.
 */
export function publicName(player: PublicNameFields): string | null {
  if (player.ghostMode) return null;
  const nickname = player.nickname?.trim();
  if (nickname) return nickname;
  const username = player.username?.trim();
  if (username)
    return username.length <= 3 ? `${username[0]}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;
  return `Player ${player.uniqueId.slice(-4).toUpperCase()}`;
}

const sessionLifetimeMs = timing.accessTokenCookieMaxAgeSeconds * 1000;
/** A session past a session time limit just set still lives this long (the shortest limit). */
const sessionLimitGraceMs = 10 * 60_000;
const verifyEmailLinkLifetimeMs = 24 * 60 * 60_000;
const resetPasswordLinkLifetimeMs = 60 * 60_000;
const resetPasswordCooldownMs = 60_000;
// lastSeenAt is only written when older than this, so every authenticated call is not a write
const sessionTouchIntervalMs = 60_000;

/**
 * Sign-in throttling: failures per account and IP (guessing one account from one place) and per
 * IP (spraying many accounts), over a sliding window. There is deliberately no account-wide
 * block: it would let anyone lock a player out from every device.
 */
export const loginThrottle = { windowMs: 15 * 60_000, perPair: 10, perIp: 50 } as const;

function passwordRulesFrom(settings: AppSettings): PasswordRules {
  return {
    minLength: settings.formFieldsValidation.passwordMinLength,
    maxLength: settings.formFieldsValidation.passwordMaxLength,
    needNumbers: settings.passwordNeedNumbers,
    needUppercase: settings.passwordNeedUppercase,
    needSpecialCharacter: settings.passwordNeedSpecialCharacter,
  };
}

function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const [first] = Object.entries(fields);
  return new AppError('VALIDATION_ERROR', first ? first[1] : validationMessages.checkFields, { fields });
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'An account with this email already exists', {
    fields: { email: 'An account with this email already exists' },
  });
const phoneTaken = () =>
  new AppError('PHONE_TAKEN', 'An account with this phone number already exists', {
    fields: { phone: 'An account with this phone number already exists' },
  });

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });

const emptyToNull = (value: string | null | undefined): string | null => {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A generated password that satisfies any combination of the password settings. */
function generatePassword(): string {
  return `${randomReadable(10)}7Q!`;
}

function toProfile(user: UserRow, now: Date): UserProfile {
  return {
    userId: user.id,
    uniqueId: user.uniqueId,
    email: user.email,
    username: user.username,
    tags: user.tags,
    countryCode: user.countryCode,
    currencyCode: user.currencyCode,
    dateOfBirth: user.dateOfBirth,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneCode: user.phoneCode,
    phone: user.phone,
    gender: user.gender,
    city: user.city,
    address: user.address,
    zipCode: user.zipCode,
    nickname: user.nickname,
    ghostMode: user.ghostMode,
    preferredLanguage: user.preferredLanguage,
    newsLetter: user.newsLetter,
    isEmailVerified: user.isEmailVerified,
    kycStatus: user.kycStatus,
    registrationType: user.registrationType,
    createdAt: user.createdAt.toISOString(),
    userLimit: userLimitOf(user, now),
  };
}

/** Registration, sign-in, sessions, profile, email verification and password reset. */
/** Players remembered by findPlayer. */
const knownPlayersLimit = 100_000;
/**
 * How long findPlayer trusts what it read of a player's breaks. A break started through this
 * process is seen at once; one started through another process within this time.
 */
const breakFreshnessMs = 5_000;

/** When the player may next change their bet limits; null when they may now. */
function nextBetLimitChange(user: UserRow, now: Date): Date | null {
  if (!user.betLimitsChangedAt) return null;
  const next = new Date(user.betLimitsChangedAt.getTime() + betLimitChangeIntervalMinutes * 60_000);
  return next > now ? next : null;
}

/** A player as game providers name them, with their breaks as last read. */
type KnownPlayer = {
  userId: number;
  currencyCode: string;
  breaks: ReturnType<typeof pickBreaks>;
  betLimits: UserRow['betLimits'];
  readAt: number;
};

const pickBreaks = ({
  coolingOffUntil,
  selfExclusionUntil,
  selfExclusionPermanent,
  frozenUntil,
}: UserRow) => ({
  coolingOffUntil,
  selfExclusionUntil,
  selfExclusionPermanent,
  frozenUntil,
});

export function createAccountsService({
  repository,
  contentService,
  mailService,
  walletService,
  clock,
  publicOrigin,
  tokens,
  transaction,
  logError,
  activeBonus = async () => null,
  onSessionsEnded = () => undefined,
}: {
  /** Sessions just ended (logout, password change, "log out everywhere"): their sockets close. */
  onSessionsEnded?: (sessionIds: number[]) => void;
  walletService: WalletService;
  /** The player's active bonus for the user details (the bonuses module); none without. */
  activeBonus?: (userId: number) => Promise<PlayerBonus | null>;
  repository: AccountsRepository;
  /** Runs `fn` in one database transaction with a repository bound to it. */
  transaction: <T>(fn: (repository: AccountsRepository) => Promise<T>) => Promise<T>;
  /** Reports failures of work done after the response (mail). */
  logError: (error: unknown, message: string) => void;
  tokens: TokenSigner;
  contentService: ContentService;
  mailService: MailService;
  clock: Clock;
  publicOrigin: string;
}) {
  async function startSession(user: UserRow, context: RequestContext, repo = repository): Promise<string> {
    const { token, tokenHash } = tokens.issue();
    const now = clock.now();
    await repo.insertSession({
      userId: user.id,
      tokenHash,
      ip: context.ip,
      country: context.country,
      userAgent: context.userAgent?.slice(0, limits.deviceStringMaxLength) ?? null,
      createdAt: now,
      lastSeenAt: now,
      // the player's own session time limit ends the session sooner
      expiresAt: new Date(
        now.getTime() +
          Math.min(sessionLifetimeMs, (user.sessionLimitMinutes ?? Number.POSITIVE_INFINITY) * 60_000),
      ),
    });
    return token;
  }

  /** Mail is sent after the response's work is committed; a failure is logged, never shown to the player. */
  function sendLater(work: () => Promise<void>, what: string): void {
    void work().catch((error) => logError(error, `${what} failed`));
  }

  async function sendVerificationEmail(user: UserRow): Promise<void> {
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
    const { brandName } = await contentService.getSettings();
    await mailService.send({
      to: user.email,
      subject: `Confirm your email for ${brandName}`,
      text: `Welcome to ${brandName}!\n\nConfirm your email address by opening this link within 24 hours:\n${link}\n\nIf you did not create an account, ignore this message.`,
      html: `<p>Welcome to ${brandName}!</p><p>Confirm your email address by opening this link within 24 hours:</p><p><a href="${link}">Confirm my email</a></p><p>If you did not create an account, ignore this message.</p>`,
    });
  }

  /**
   * Records a sign-in attempt as failed before anything is checked, so parallel guesses count
   * against each other, then refuses when the account (or unknown identifier) has had too many
   * failures from this address, or this address too many in total (an IPv6 address counts as its
   * /64, which one subscriber holds whole). Windows slide: nobody is locked out for longer than 15
   * minutes after their last failure, and a player elsewhere is never affected.
   */
  async function recordAttempt(
    identifier: string,
    user: UserRow | null,
    context: RequestContext,
  ): Promise<number> {
    const now = clock.now();
    const address = rateLimitAddress(context.ip);
    const attemptId = await repository.insertLoginAttempt({
      userId: user?.id ?? null,
      identifier,
      ip: context.ip,
      address,
      country: context.country,
      userAgent: context.userAgent,
      succeeded: false,
      createdAt: now,
    });
    const since = new Date(now.getTime() - loginThrottle.windowMs);
    const failures = await repository.countFailures({
      identifier,
      address,
      userId: user?.id ?? null,
      since,
    });
    // the attempt just recorded counts too, hence "more than"
    if (failures.pair > loginThrottle.perPair || failures.ip > loginThrottle.perIp) {
      throw new AppError(
        'TOO_MANY_ATTEMPTS',
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
    }
    return attemptId;
  }

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
    const { brandName } = await contentService.getSettings();
    await mailService.send({
      to: address,
      subject: `Reset your ${brandName} password`,
      text: `Someone asked to reset the password of your ${brandName} account.\n\nChoose a new password within one hour:\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
      html: `<p>Someone asked to reset the password of your ${brandName} account.</p><p><a href="${link}">Choose a new password</a> within one hour.</p><p>If it was not you, ignore this message; your password stays as it is.</p>`,
    });
  }

  const knownPlayers = new Map<string, KnownPlayer>();
  return {
    async signUp(payload: SignUpPayload, context: RequestContext): Promise<SignUpResponse> {
      const [settings, fields, currencies] = await Promise.all([
        contentService.getSettings(),
        contentService.getRegistrationFields(),
        contentService.getCurrencies(),
      ]);
      const schema = createSignUpSchema({
        passwordRules: passwordRulesFrom(settings),
        fields,
        phoneRegistration: settings.emailPhoneRegistration,
        today: clock.now(),
      });
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw validationError(parsed.error);
      const input = parsed.data;

      const currencyCode = input.currencyCode ?? settings.defaultCurrency;
      if (!currencies.some((currency) => currency.code === currencyCode)) {
        throw fieldError('currencyCode', 'This currency is not available');
      }
      const countryCode = emptyToNull(input.countryCode) ?? context.country;
      if (countryCode && !(await contentService.isKnownCountry(countryCode))) {
        throw fieldError('countryCode', 'This country is not available');
      }
      // the country block of spec §4 is enforced here too, not only by the notice in the browser
      if (
        context.blockedLocation ||
        (countryCode && settings.excludedCountryCodeList.includes(countryCode))
      ) {
        throw new AppError('COUNTRY_BLOCKED', 'Registration is not available in your country');
      }
      const preferredLanguage = emptyToNull(input.preferredLanguage) ?? settings.defaultLocale;
      if (!settings.supportedLocales.includes(preferredLanguage)) {
        throw fieldError('preferredLanguage', 'This language is not available');
      }
      if (input.linkedAccountUuid && !(await repository.findUserByUuid(input.linkedAccountUuid))) {
        throw fieldError('linkedAccountUuid', 'The linked account does not exist');
      }
      const email =
        input.registrationType === 'oneClick' ? null : (emptyToNull(input.email)?.toLowerCase() ?? null);
      if (email && (await repository.emailInUse(email))) {
        throw emailTaken();
      }
      const oneClick = input.registrationType === 'oneClick';
      const credentials = oneClick
        ? { username: `player${randomReadable(8).toLowerCase()}`, password: generatePassword() }
        : null;
      const password = credentials?.password ?? String(input.password);
      const phone = emptyToNull(input.phone);
      // the calling code follows from the country the number was checked against
      const phoneCode = phone && countryCode ? `+${getCountryCallingCode(countryCode as CountryCode)}` : null;
      const givenPhoneCode = emptyToNull(input.phoneCode);
      if (phone && givenPhoneCode && givenPhoneCode !== phoneCode) {
        throw fieldError('phoneCode', 'The phone code does not match the country');
      }
      const passwordHash = await hashPassword(password);

      let created: { user: UserRow; accessToken: string };
      try {
        created = await transaction(async (repo) => {
          const user = await repo.insertUser({
            uniqueId: randomReadable(10),
            email,
            username: credentials?.username ?? emptyToNull(input.username),
            passwordHash,
            registrationType: input.registrationType,
            firstName: emptyToNull(input.firstName),
            lastName: emptyToNull(input.lastName),
            gender: input.gender ?? null,
            dateOfBirth: emptyToNull(input.dateOfBirth),
            countryCode,
            currencyCode,
            phoneCode,
            phone,
            city: emptyToNull(input.city),
            address: emptyToNull(input.address),
            zipCode: emptyToNull(input.zipCode),
            preferredLanguage,
            newsLetter: input.newsLetter ?? false,
            affiliateToken: emptyToNull(input.token),
            cpnc: emptyToNull(input.cpnc),
            mkt: emptyToNull(input.mkt),
            linkedAccountUuid: input.linkedAccountUuid ?? null,
            signUpMeta: {
              uniqueKey: input.uniqueKey ?? null,
              userUUID: input.userUUID ?? null,
              userDeviceType: input.userDeviceType ?? context.userAgent,
              mirrorDomainFk: input.mirrorDomainFk ?? null,
              screenResolution: input.screenResolution ?? null,
              uidToken: input.uidToken ?? null,
              firstUrl: input.firstUrl ?? null,
              linkAccount: input.linkAccount ?? false,
              ip: context.ip,
            },
            createdAt: clock.now(),
            updatedAt: clock.now(),
          });
          const accessToken = await startSession(user, context, repo);
          await repo.insertLoginAttempt({
            userId: user.id,
            identifier: user.email ?? user.username ?? user.uniqueId,
            ip: context.ip,
            country: context.country,
            userAgent: context.userAgent,
            succeeded: true,
            createdAt: clock.now(),
          });
          return { user, accessToken };
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_unique') throw emailTaken();
        if (constraint === 'users_phone_unique') throw phoneTaken();
        if (constraint === 'users_username_unique')
          throw new AppError('USERNAME_TAKEN', 'This username is taken', {
            fields: { username: 'This username is taken' },
          });
        throw error;
      }

      const { user, accessToken } = created;
      sendLater(() => sendVerificationEmail(user), 'verification mail');
      return { success: true, accessToken, createUser: toProfile(user, clock.now()), credentials };
    },

    async login(input: LoginInput, context: RequestContext): Promise<LoginResponse> {
      const identifier = input.email.trim().toLowerCase();
      const user = await repository.findUserByLogin(identifier);
      const previous = user ? await repository.lastSuccessfulLogin(user.id) : null;
      const attemptId = await recordAttempt(identifier, user, context);
      const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !matches) throw new AppError('INVALID_CREDENTIALS', 'Incorrect email or password');
      // only once the password is right: a frozen account is not told apart from a wrong guess
      assertMaySignIn(user, clock.now());
      await repository.markLoginSucceeded(attemptId);

      const accessToken = await startSession(user, context);
      return {
        success: true,
        accessToken,
        lastLogin: previous
          ? { created_at: previous.createdAt.toISOString(), ip: previous.ip, location: previous.country }
          : null,
        locale: user.preferredLanguage,
        cpnc: input.cpnc ?? user.cpnc,
        userId: user.id,
      };
    },

    /**
     * A player by the public id game providers know them by, with their breaks and bet limits;
     * null when unknown. Providers name the player on every wallet call: found ones are remembered
     * (up to knownPlayersLimit, oldest forgotten first) and read again once breakFreshnessMs old,
     * since breaks and limits change (id and currency never do).
     */
    async findPlayer(uniqueId: string): Promise<KnownPlayer | null> {
      const now = clock.now();
      const known = knownPlayers.get(uniqueId);
      if (known && now.getTime() - known.readAt < breakFreshnessMs) return known;
      const user = await repository.findUserByUniqueId(uniqueId);
      if (!user) return null;
      const player: KnownPlayer = {
        userId: user.id,
        currencyCode: user.currencyCode,
        breaks: pickBreaks(user),
        betLimits: user.betLimits,
        readAt: now.getTime(),
      };
      knownPlayers.delete(uniqueId);
      if (knownPlayers.size >= knownPlayersLimit) {
        knownPlayers.delete(knownPlayers.keys().next().value as string);
      }
      knownPlayers.set(uniqueId, player);
      return player;
    },

    /**
     * Starts a break the player asked for (one at a time; it cannot be shortened). A freeze also
     * ends every session of the player, in the same transaction: nothing of theirs stays signed in.
     */
    async startBreak(
      user: UserRow,
      kind: BreakKind,
      request: { period: BreakPeriod | 'permanent' | 'custom'; until?: string | undefined },
    ): Promise<UserLimit> {
      const now = clock.now();
      const end = requestedEnd(request, now);
      const changes =
        kind === 'cooling_off'
          ? { coolingOffUntil: end }
          : kind === 'freeze'
            ? { frozenUntil: end }
            : end === null
              ? { selfExclusionPermanent: true, selfExclusionUntil: null }
              : { selfExclusionUntil: end };
      const { started, endedSessions } = await transaction(async (repo) => {
        const row = await repo.startBreak(user.id, changes, now);
        const ended = row && kind === 'freeze' ? await repo.endSessions(user.id, 'ACCOUNT_FROZEN', now) : [];
        return { started: row, endedSessions: ended };
      });
      if (!started) {
        throw new AppError(
          'LIMIT_ALREADY_ACTIVE',
          'A break is already running on this account; a new one can start once it has ended',
        );
      }
      knownPlayers.delete(started.uniqueId);
      if (endedSessions.length > 0) onSessionsEnded(endedSessions);
      return userLimitOf(started, now);
    },

    /** The player's bet and loss limits, what counts against them now, and when they may change next. */
    async betLimits(user: UserRow): Promise<BetLimits> {
      const now = clock.now();
      const used = await walletService.betLimitUsage(user.id, now);
      return {
        currency: user.currencyCode,
        limits: Object.fromEntries(
          betLimitKinds.map((kind) => [kind, user.betLimits[kind] ?? null]),
        ) as BetLimits['limits'],
        used: Object.fromEntries(
          Object.entries(used).map(([key, value]) => [key, value.toString()]),
        ) as BetLimits['used'],
        nextChangeAt: nextBetLimitChange(user, now)?.toISOString() ?? null,
      };
    },

    /**
     * Sets or changes bet and loss limits (the others stay); spec §4: at most once an hour, and a
     * limit is removed only through support. A new limit counts from the next bet.
     */
    async setBetLimits(user: UserRow, input: BetLimitsInput): Promise<BetLimits> {
      const now = clock.now();
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const since = new Date(now.getTime() - betLimitChangeIntervalMinutes * 60_000);
      const updated = await repository.setBetLimits(user.id, changes, since, now);
      if (!updated) throw new AppError('BET_LIMIT_CHANGE_LOCKED', betLimitChangeLockedMessage);
      knownPlayers.delete(updated.uniqueId);
      return this.betLimits(updated);
    },

    /** The player's session time limit and when the asking session ends. */
    sessionLimit({ user, session }: AuthenticatedSession): SessionLimitResponse['data'] {
      return { minutes: user.sessionLimitMinutes, sessionEndsAt: session.expiresAt.toISOString() };
    },

    /**
     * Sets, changes or removes the session time limit; the player's live sessions follow at once
     * (a session already past a new limit still gets sessionLimitGraceMs to finish).
     */
    async setSessionLimit(
      auth: AuthenticatedSession,
      minutes: number | null,
    ): Promise<SessionLimitResponse['data']> {
      const now = clock.now();
      await repository.setSessionLimit(auth.user.id, minutes, {
        now,
        lifetimeMs: sessionLifetimeMs,
        graceMs: sessionLimitGraceMs,
      });
      const found = await repository.findLiveSessionById(auth.session.id, now);
      return {
        minutes,
        sessionEndsAt: (found?.session.expiresAt ?? now).toISOString(),
      };
    },

    /** Refuses a bet or deposit while the player's break runs (the provider API's player included). */
    assertMayPlay(player: UserRow | KnownPlayer, what: 'bet' | 'deposit'): void {
      assertMayPlay('breaks' in player ? player.breaks : player, clock.now(), what);
    },

    /** The player and session behind a token; null when unknown, ended or expired. */
    async authenticate(token: string): Promise<AuthenticatedSession | null> {
      const now = clock.now();
      const found = await repository.findLiveSessionWithUser(tokens.hash(token), now);
      if (!found) return null;
      const { session, user } = found;
      if (now.getTime() - session.lastSeenAt.getTime() > sessionTouchIntervalMs) {
        await repository.touchSession(session.id, now);
      }
      return { user, session };
    },

    /**
     * A token a game provider exchanges for the player (`authenticate`): the session and game,
     * signed with the server secret. It is good for as long as the session lives.
     */
    launchToken(session: SessionRow, game: string): string {
      return `${session.id}.${game}.${tokens.hash(`launch:${session.id}:${game}`)}`;
    },

    /** The player, session and game behind a launch token; null when forged or its session has ended. */
    async resolveLaunchToken(token: string): Promise<(AuthenticatedSession & { game: string }) | null> {
      const match = /^(\d{1,15})\.([a-z0-9-]{1,64})\.([0-9a-f]{64})$/.exec(token);
      if (!match) return null;
      const [, id = '', game = '', signature = ''] = match;
      const expected = Buffer.from(tokens.hash(`launch:${id}:${game}`), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      const found = await repository.findLiveSessionById(Number(id), clock.now());
      return found ? { ...found, game } : null;
    },

    /** Ghost mode: whether public win feeds hide the player's name (from their next round on). */
    async setGhostMode(user: UserRow, enabled: boolean): Promise<boolean> {
      const updated = await repository.updateUser(user.id, { ghostMode: enabled, updatedAt: clock.now() });
      return updated.ghostMode;
    },

    async logout(session: SessionRow, reason: SessionTerminationReason): Promise<void> {
      if (await repository.endSession(session.userId, session.id, reason, clock.now())) {
        onSessionsEnded([session.id]);
      }
    },

    async getUserDetails(user: UserRow): Promise<UserDetails> {
      // the bonus first: bringing it up to date may move bonus money to cash
      const bonus = await activeBonus(user.id);
      const [currencies, balances, depositCount] = await Promise.all([
        contentService.getCurrencies(),
        walletService.balances(user.id, user.currencyCode),
        walletService.depositCount(user.id),
      ]);
      const currency = currencies.find((entry) => entry.code === user.currencyCode);
      const now = clock.now();
      const profile = toProfile(user, now);
      return {
        getUser: profile,
        userWallet: {
          amount: balances.cash.toString(),
          nonCashAmount: balances.bonus.toString(),
          totalAmount: balances.total.toString(),
          currencyCode: user.currencyCode,
          exponent: currency?.exponent ?? 2,
        },
        depositCount,
        isCrypto: currency?.isCrypto ?? false,
        userLoyaltyLevel: { level: 1, loyaltyPoints: 0, pointsTillLevelUp: null, xp: 0 },
        referralData: null,
        activeBonus: bonus,
        currencySymbol: currency?.symbol ?? user.currencyCode,
        userMonthlyLimit: null,
        isSelfExcluded: runningBreak(user, now) !== null,
      };
    },

    /**
     * Profile update (empty values become null) with the locks of spec §5, and/or a password change
     * that needs the current password and ends the player's other sessions.
     */
    async updateUserDetails(
      { user, session }: AuthenticatedSession,
      rawInput: UpdateUserDetailsInput,
      context: RequestContext,
    ): Promise<{ message: string; user: UserRow }> {
      const input = updateUserDetailsInputSchema.parse(rawInput);
      const settings = await contentService.getSettings();
      const changes: Partial<Parameters<AccountsRepository['updateUser']>[1]> = {};
      const locked = (field: string) =>
        new AppError('FIELD_LOCKED', `${field} can no longer be changed; contact support`, {
          fields: { [field]: 'This field is locked' },
        });
      const kycApproved = user.kycStatus === 'APPROVED';
      const has = (key: keyof typeof input) =>
        key in rawInput && rawInput[key as keyof typeof rawInput] !== undefined;

      if (has('email')) {
        const email = emptyToNull(input.email)?.toLowerCase() ?? null;
        if (email !== user.email) {
          if (user.isEmailVerified) throw locked('email');
          if (email) {
            const parsed = emailSchema.safeParse(email);
            if (!parsed.success)
              throw fieldError('email', parsed.error.issues[0]?.message ?? validationMessages.invalidFormat);
            if (await repository.emailInUse(email, user.id)) throw emailTaken();
          }
          changes.email = email;
        }
      }
      for (const field of ['firstName', 'lastName'] as const) {
        if (!has(field)) continue;
        const value = emptyToNull(input[field]);
        if (value === user[field]) continue;
        // names are locked once set: they must match the identity documents
        if (user[field] !== null) throw locked(field);
        if (value && value.length > limits.nameMaxLength)
          throw fieldError(field, `At most ${limits.nameMaxLength} characters`);
        changes[field] = value;
      }
      if (has('phone')) {
        const phone = emptyToNull(input.phone);
        if (phone !== user.phone) {
          if (user.phone !== null) throw locked('phone');
          const country = emptyToNull(input.countryCode) ?? user.countryCode;
          let phoneCode: string | null = null;
          if (phone) {
            const problem = checkPhoneNumber(country ?? '', phone);
            if (problem) throw fieldError('phone', phoneProblemMessage(problem));
            phoneCode = `+${getCountryCallingCode(country as CountryCode)}`;
            const given = emptyToNull(input.phoneCode);
            if (given && given !== phoneCode)
              throw fieldError('phoneCode', 'The phone code does not match the country');
          }
          changes.phone = phone;
          changes.phoneCode = phoneCode;
        }
      }
      if (has('dateOfBirth')) {
        const value = emptyToNull(input.dateOfBirth);
        if (value !== user.dateOfBirth) {
          if (user.dateOfBirth !== null && user.dateOfBirth !== placeholderDateOfBirth)
            throw locked('dateOfBirth');
          if (value) {
            const parsed = dateOfBirthSchema(clock.now()).safeParse(value);
            if (!parsed.success)
              throw fieldError(
                'dateOfBirth',
                parsed.error.issues[0]?.message ?? validationMessages.invalidDob,
              );
          }
          changes.dateOfBirth = value;
        }
      }
      if (has('countryCode')) {
        const value = emptyToNull(input.countryCode);
        if (value !== user.countryCode) {
          if (user.countryCode !== null) throw locked('countryCode');
          if (value && !/^[A-Z]{2}$/.test(value))
            throw fieldError('countryCode', validationMessages.invalidFormat);
          changes.countryCode = value;
        }
      }
      for (const field of ['address', 'city', 'zipCode'] as const) {
        if (!has(field)) continue;
        const value = emptyToNull(input[field]);
        if (value === user[field]) continue;
        if (kycApproved) throw locked(field);
        if (value && value.length > limits.addressMaxLength)
          throw fieldError(field, `At most ${limits.addressMaxLength} characters`);
        changes[field] = value;
      }
      if (has('nickname')) changes.nickname = emptyToNull(input.nickname);
      if (has('gender')) changes.gender = input.gender ?? null;
      if (has('preferredLanguage') && input.preferredLanguage) {
        if (!settings.supportedLocales.includes(input.preferredLanguage))
          throw fieldError('preferredLanguage', 'This language is not available');
        changes.preferredLanguage = input.preferredLanguage;
      }
      if (has('newsLetter')) changes.newsLetter = input.newsLetter ?? false;

      let message = 'Your profile has been updated';
      const passwordChange = has('newPassword');
      // replacing an address needs the password: a borrowed session must not redirect reset mails
      const replacesEmail = changes.email !== undefined && user.email !== null;
      if (passwordChange || replacesEmail) {
        if (!input.currentPassword)
          throw fieldError('currentPassword', validationMessages.currentPasswordRequired);
        const attemptId = await recordAttempt(`profile:${user.id}`, user, context);
        if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
          throw new AppError('WRONG_PASSWORD', 'The current password is not correct', {
            fields: { currentPassword: 'The current password is not correct' },
          });
        await repository.markLoginSucceeded(attemptId);
      }
      if (passwordChange) {
        const parsed = passwordSchema(passwordRulesFrom(settings)).safeParse(input.newPassword ?? '');
        if (!parsed.success)
          throw fieldError('newPassword', parsed.error.issues[0]?.message ?? validationMessages.required);
        if (
          input.confirmPassword !== undefined &&
          input.confirmPassword !== null &&
          input.confirmPassword !== input.newPassword
        )
          throw fieldError('confirmPassword', validationMessages.passwordsMustMatch);
        changes.passwordHash = await hashPassword(parsed.data);
        message = 'Your password has been changed';
      }

      let updated = user;
      if (Object.keys(changes).length > 0) {
        try {
          updated = await repository.updateUser(user.id, changes);
        } catch (error) {
          const constraint = uniqueViolation(error);
          if (constraint === 'users_email_unique') throw emailTaken();
          if (constraint === 'users_phone_unique') throw phoneTaken();
          throw error;
        }
      }
      if (changes.passwordHash) {
        onSessionsEnded(await repository.endSessions(user.id, 'SECURITY_LOGOUT', clock.now(), session.id));
        await repository.retireEmailTokens(user.id, 'reset_password', clock.now());
      }
      if (changes.email !== undefined)
        await repository.retireEmailTokens(user.id, 'verify_email', clock.now());
      if (changes.email) sendLater(() => sendVerificationEmail(updated), 'verification mail');
      return { message, user: updated };
    },

    async resendVerificationEmail(user: UserRow): Promise<void> {
      if (!user.email) throw fieldError('email', 'Add an email address to your profile first');
      if (user.isEmailVerified) return;
      await sendVerificationEmail(user);
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

    /**
     * Sends a reset link when the email belongs to a player. The answer does not wait for the
     * lookup or the mail, so it is the same, in content and in time, for every address.
     */
    requestPasswordReset(email: string): void {
      sendLater(() => sendResetLink(email), 'password reset mail');
    },

    async resetPassword(token: string, password: string, confirmPassword: string): Promise<void> {
      const settings = await contentService.getSettings();
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
      onSessionsEnded(await repository.endSessions(row.userId, 'SECURITY_LOGOUT', clock.now()));
      await repository.retireEmailTokens(row.userId, 'reset_password', clock.now());
    },

    async listSessions({ user, session }: AuthenticatedSession) {
      const rows = await repository.listLiveSessions(user.id, clock.now());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === session.id,
        ip: row.ip,
        country: row.country,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
    },

    async listLogins(user: UserRow, limit = 50) {
      const rows = await repository.listLogins(user.id, limit);
      return rows.map((row) => ({
        createdAt: row.createdAt.toISOString(),
        ip: row.ip,
        country: row.country,
        succeeded: row.succeeded,
      }));
    },

    /** Ends one session, or every other session (and optionally this one too). */
    async endSessions(
      { user, session }: AuthenticatedSession,
      { sessionId, includeCurrent }: { sessionId?: number | undefined; includeCurrent: boolean },
    ): Promise<number> {
      const now = clock.now();
      if (sessionId !== undefined) {
        const ended = await repository.endSession(user.id, sessionId, 'USER_INITIATED', now);
        if (!ended) throw new AppError('NOT_FOUND', 'That session is not active');
        onSessionsEnded([sessionId]);
        return 1;
      }
      const ended = await repository.endSessions(
        user.id,
        'USER_INITIATED',
        now,
        includeCurrent ? undefined : session.id,
      );
      onSessionsEnded(ended);
      return ended.length;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
