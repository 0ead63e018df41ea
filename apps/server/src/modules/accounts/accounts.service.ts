import type { SessionTerminationReason } from '@casino/contracts';
import type { Clock } from '../../lib/clock.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
import type { Content } from '../content/index.ts';
import type { Mail } from '../mail/index.ts';
import type { SignedUp } from './accounts.events.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { createEmailLinksService } from './email-links/email-links.service.ts';
import { createProfileService } from './profile/profile.service.ts';
import { createSessionsService } from './sessions/sessions.service.ts';
import { createSignUpService } from './sign-up/sign-up.service.ts';

/**
 * The accounts module's services, one per sub-domain: sign-up, sessions (sign-in, tokens, ending
 * sessions), the player's profile, and email links (verification, password reset).
 */
export function createAccountsServices({
  repository,
  transaction,
  content,
  mail,
  clock,
  tokens,
  publicOrigin,
  logError,
  onSessionsEnded,
  signedUp,
}: {
  repository: AccountsRepository;
  /** Runs `fn` in one database transaction with a repository bound to it. */
  transaction: <T>(fn: (repository: AccountsRepository) => Promise<T>) => Promise<T>;
  content: Content;
  mail: Mail;
  clock: Clock;
  tokens: TokenSigner;
  publicOrigin: string;
  /** Reports failures of work done after the response (mail). */
  logError: (error: unknown, message: string) => void;
  /** Sessions just ended: their browsers are told why, and their sockets close. */
  onSessionsEnded: (sessionIds: number[], reason: SessionTerminationReason) => void;
  /** A player signed up (the `accounts.signed-up` event). */
  signedUp: (event: SignedUp) => void;
}) {
  /** Mail is sent after the response's work is committed; a failure is logged, never shown to the player. */
  const sendLater = (work: () => Promise<void>, what: string): void => {
    void work().catch((error) => logError(error, `${what} failed`));
  };
  const sessions = createSessionsService({ repository, clock, tokens, onSessionsEnded });
  const emailLinks = createEmailLinksService({
    repository,
    transaction,
    sessions,
    content,
    mail,
    clock,
    tokens,
    publicOrigin,
  });
  return {
    sessions,
    emailLinks,
    signUp: createSignUpService({
      repository,
      transaction,
      sessions,
      emailLinks,
      content,
      clock,
      sendLater,
      signedUp,
    }),
    profile: createProfileService({ repository, sessions, emailLinks, content, clock, sendLater }),
    /**
     * The answer returns before the lookup or the mail, so it is the same, in content and in
     * time, for every address.
     */
    requestPasswordReset(email: string): void {
      sendLater(() => emailLinks.sendResetLink(email), 'password reset mail');
    },
  };
}

export type AccountsServices = ReturnType<typeof createAccountsServices>;
