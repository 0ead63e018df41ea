import { createSignUpSchema, type SignUpPayload, type SignUpResponse } from '@casino/contracts';
import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { randomReadable } from '../../../lib/tokens.ts';
import type { Content } from '../../content/index.ts';
import type { SignedUp } from '../accounts.events.ts';
import { type AccountsRepository, type UserRow, uniqueViolation } from '../accounts.repository.ts';
import {
  emailTaken,
  emptyToNull,
  fieldError,
  generatePassword,
  newAccountProfile,
  passwordRulesFrom,
  phoneTaken,
  type RequestContext,
  validationError,
} from '../accounts.rules.ts';
import type { EmailLinksService } from '../email-links/email-links.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';

/**
 * Registration by email, phone or one click (spec §2, §5): the operator's field settings and
 * password rules, the country block of spec §4, then the player, their first session and the
 * sign-in's record in one transaction; the verification mail follows.
 */
export function createSignUpService({
  repository,
  transaction,
  sessions,
  emailLinks,
  content,
  clock,
  sendLater,
  signedUp,
}: {
  repository: AccountsRepository;
  /** Runs `fn` in one database transaction with a repository bound to it. */
  transaction: <T>(fn: (repository: AccountsRepository) => Promise<T>) => Promise<T>;
  sessions: Pick<SessionsService, 'startSession'>;
  emailLinks: Pick<EmailLinksService, 'sendVerificationEmail'>;
  content: Content;
  clock: Clock;
  /** Work done after the response (mail); a failure is logged, never shown to the player. */
  sendLater: (work: () => Promise<void>, what: string) => void;
  /** Tells the other modules (the `accounts.signed-up` event), once the account is committed. */
  signedUp: (event: SignedUp) => void;
}) {
  return {
    async signUp(payload: SignUpPayload, context: RequestContext): Promise<SignUpResponse> {
      const [settings, fields, currencies] = await Promise.all([
        content.getSettings(),
        content.getRegistrationFields(),
        content.getCurrencies(),
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
      if (countryCode && !(await content.isKnownCountry(countryCode))) {
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
              referralCode: emptyToNull(input.referralCode),
              linkAccount: input.linkAccount ?? false,
              ip: context.ip,
            },
            createdAt: clock.now(),
            updatedAt: clock.now(),
          });
          // a new account has no session time limit yet (nor a break): nothing to ask the sign-in policy
          const accessToken = await sessions.startSession(user, context, { maxSessionMinutes: null }, repo);
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
      signedUp({
        userId: user.id,
        ip: context.ip,
        device: emptyToNull(input.uniqueKey) ?? emptyToNull(input.userUUID),
        referralCode: emptyToNull(input.referralCode),
        at: user.createdAt,
      });
      sendLater(() => emailLinks.sendVerificationEmail(user), 'verification mail');
      return { success: true, accessToken, createUser: newAccountProfile(user), credentials };
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;
