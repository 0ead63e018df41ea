import {
  checkPhoneNumber,
  dateOfBirthSchema,
  emailSchema,
  limits,
  passwordSchema,
  phoneProblemMessage,
  placeholderDateOfBirth,
  type UpdateUserDetailsInput,
  updateUserDetailsInputSchema,
  validationMessages,
} from '@casino/contracts';
import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import type { Content } from '../../content/index.ts';
import { type AccountsRepository, type UserRow, uniqueViolation } from '../accounts.repository.ts';
import {
  emailTaken,
  emptyToNull,
  fieldError,
  passwordRulesFrom,
  phoneTaken,
  type RequestContext,
} from '../accounts.rules.ts';
import type { EmailLinksService } from '../email-links/email-links.service.ts';
import type { AuthenticatedSession, SessionsService } from '../sessions/sessions.service.ts';

/**
 * The player's own profile: the fields of spec §5 with their locks (names, phone, birth date and
 * country once set; the address once KYC approved; a verified email), a new email (verified again)
 * and a password change, both only with the current password.
 */
export function createProfileService({
  repository,
  sessions,
  emailLinks,
  content,
  clock,
  sendLater,
}: {
  repository: AccountsRepository;
  sessions: Pick<SessionsService, 'recordAttempt' | 'endAllSessions'>;
  emailLinks: Pick<EmailLinksService, 'retireLinks' | 'sendVerificationEmail'>;
  content: Content;
  clock: Clock;
  /** Work done after the response (mail); a failure is logged, never shown to the player. */
  sendLater: (work: () => Promise<void>, what: string) => void;
}) {
  return {
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
      const settings = await content.getSettings();
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
        const attemptId = await sessions.recordAttempt(`profile:${user.id}`, user, context);
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
        await sessions.endAllSessions(user.id, 'SECURITY_LOGOUT', { keep: session.id });
        await emailLinks.retireLinks(user.id, 'reset_password');
      }
      if (changes.email !== undefined) await emailLinks.retireLinks(user.id, 'verify_email');
      if (changes.email) sendLater(() => emailLinks.sendVerificationEmail(updated), 'verification mail');
      return { message, user: updated };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
