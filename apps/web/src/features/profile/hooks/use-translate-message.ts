import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../lib/messages';

/** Shows a validation message from contracts or the server in the player's language when it is a known one. */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const known = messageKey(message);
      return known ? t(known.key, { ...known.values, defaultValue: message }) : message;
    },
    [t],
  );
}
