import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const endSessionsResponseSchema = z.object({ success: z.literal(true), ended: z.number() });

/** POST /api/user/sessions/end with includeCurrent: every session of the player ends, this one too. */
export function endAllSessions() {
  return apiPost('/api/user/sessions/end', { includeCurrent: true }, { schema: endSessionsResponseSchema });
}

/** "Log out everywhere": ends every session on the server, then `onEnded` signs this device out. */
export function useEndAllSessions({ onEnded }: { onEnded: () => void | Promise<void> }) {
  return useMutation({ mutationFn: endAllSessions, onSuccess: () => onEnded() });
}
