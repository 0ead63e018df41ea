import type { LogEventInput } from '@casino/contracts';
import { limits } from '@casino/contracts/validations';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type AlternativeMethodChoice = { modal: string; method: string | null };

/** Spec §4: choosing another payment method from a deposit result modal is logged as an event. */
export function logAlternativeMethod({ modal, method }: AlternativeMethodChoice): Promise<unknown> {
  const body: LogEventInput = {
    event: 'deposit_alternative_method',
    data: { url: window.location.href.slice(0, limits.urlMaxLength), modal, method },
    userDeviceType: navigator.userAgent.slice(0, limits.deviceStringMaxLength),
  };
  return apiPost('/api/user/log-event', body);
}

export function useLogAlternativeMethod() {
  return useMutation({ mutationFn: logAlternativeMethod });
}
