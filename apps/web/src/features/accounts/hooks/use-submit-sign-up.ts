import type { RegistrationType, SignUpResponse } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '../../../lib/storage';
import { readAttribution, readFirstUrl } from '../../../lib/tracking';
import { useSignUp } from '../api/sign-up';
import { apiErrorMessage, apiFieldErrors } from '../lib/api-errors';
import { deviceId } from '../lib/device-id';
import { clearReferralCode, readReferralCode } from '../lib/referral-code';
import {
  buildSignUpPayload,
  type SignUpContext,
  type SignUpValues,
  screenResolutionOf,
} from '../lib/sign-up-form';

/** Window events other parts of the product (marketing pixels) listen to. */
export const signUpEvent = 'user:signup';
export const signUpErrorEvent = 'user:errorSignup';

export type SignUpOutcome =
  | { response: SignUpResponse }
  | { failure: string; fieldErrors: Partial<Record<string, string>> };

/**
 * Sends a sign-up with the visit's attribution and device facts added to the form's context (the
 * referral link's code and the browser's device id among them), and tells the listeners how it went
 * (signUpEvent / signUpErrorEvent). A referral code is sent once: a sign-up made forgets it.
 */
export function useSubmitSignUp() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const submit = async (
    values: SignUpValues,
    registrationType: RegistrationType,
    context: SignUpContext,
  ): Promise<SignUpOutcome> => {
    const local = browserStorage('local');
    const now = Date.now();
    const payload = buildSignUpPayload(values, registrationType, {
      ...context,
      attribution: readAttribution(local, now),
      userAgent: navigator.userAgent,
      screenResolution: screenResolutionOf(window.screen),
      firstUrl: readFirstUrl(browserStorage('session')) ?? window.location.href,
      referralCode: readReferralCode(local, now),
      deviceId: deviceId(local),
    });
    let response: SignUpResponse;
    try {
      response = await signUp.mutateAsync(payload);
    } catch (error) {
      const message = apiErrorMessage(t, error);
      window.dispatchEvent(new CustomEvent(signUpErrorEvent, { detail: { registrationType, message } }));
      return { failure: message, fieldErrors: apiFieldErrors(t, error) };
    }
    clearReferralCode(local);
    window.dispatchEvent(
      new CustomEvent(signUpEvent, { detail: { registrationType, userId: response.createUser.userId } }),
    );
    return { response };
  };
  return { submit, isPending: signUp.isPending };
}
