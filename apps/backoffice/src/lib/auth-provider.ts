import type { Operator, OperatorSessionAnswer, Permission } from '@casino/contracts/backoffice';
import type { AuthProvider } from '@refinedev/core';
import { apiRequest } from './api-client.ts';
import { clearToken, noteSignOut, onForbidden, readToken, type SignOutReason, saveToken } from './session.ts';

/** Who is signed in: refine's "identity". */
export type Identity = { operator: Operator; permissions: Permission[] };

export type LoginParams = { session: OperatorSessionAnswer };
/** `redirectPath: false`: the app's <Authenticated> fallback makes the one redirect (SignInRedirect). */
export type LogoutParams = { redirectPath?: string | false; reason?: SignOutReason };

export const signInPath = '/sign-in';

// getIdentity and getPermissions both read GET /me: one request per token serves both
let me: { token: string; answer: Promise<Identity> } | null = null;

// a refusal may mean a changed role: the next identity read asks the server again
onForbidden(() => {
  me = null;
});

function readMe(): Promise<Identity> {
  const token = readToken();
  if (!token) return Promise.reject(new Error('Not signed in'));
  if (me?.token !== token) {
    const answer = apiRequest<{ data: Identity }>('me').then((body) => body.data);
    me = { token, answer };
    // a failed read is not kept: Retry asks again
    answer.catch(() => {
      if (me?.answer === answer) me = null;
    });
  }
  return me.answer;
}

/** The operator as the server answered after a change (a new password): the next identity read sees it. */
export function rememberIdentity(identity: Identity): void {
  const token = readToken();
  if (token) me = { token, answer: Promise.resolve(identity) };
}

/**
 * refine's auth provider. The password and code steps happen on the sign-in page (they have more
 * steps than refine's single `login` call); `login` receives the finished session and keeps its token.
 */
export const authProvider: AuthProvider = {
  login: async ({ session }: LoginParams) => {
    saveToken(session.token);
    noteSignOut(null);
    me = {
      token: session.token,
      answer: Promise.resolve({ operator: session.operator, permissions: session.permissions }),
    };
    return { success: true, redirectTo: '/' };
  },

  logout: async ({ reason = 'signed-out' }: LogoutParams = {}) => {
    const token = readToken();
    // forgotten first, so a failing sign-out call cannot count as a session that ended by itself
    clearToken();
    me = null;
    noteSignOut(reason);
    // a session the server already ended (401) has nothing to sign out of
    if (token && reason === 'signed-out') {
      await apiRequest('auth/sign-out', { method: 'POST', body: {}, bearer: token }).catch(() => undefined);
    }
    return { success: true };
  },

  check: async () =>
    readToken() ? { authenticated: true } : { authenticated: false, redirectTo: signInPath, logout: false },

  // 401s are handled once, in the API client (session.ts → SessionEndedWatcher); a 403 is a page
  // state ("You do not have permission"), not a reason to sign out
  onError: async () => ({}),

  getIdentity: () => readMe(),

  getPermissions: async () => (await readMe()).permissions,
};
