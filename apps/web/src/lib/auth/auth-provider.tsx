import type { SessionTerminationReason, UserDetails } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { getAccessToken, sessionChangeEvent, setAccessToken } from '../api-client';
import { playerWindowEvent } from '../realtime';
import { useWalletEvents } from '../wallet-events';
import {
  type AuthState,
  authReducer,
  type BalanceUpdate,
  hasBalance,
  initialAuthState,
  needsAuthRefresh,
  userLimitFromEvent,
  withBalance,
  withUserLimit,
} from './auth-state';
import { type EndSessionOptions, endSession, endSessionFromServer } from './end-session';
import { sessionLimitQueryKey } from './session-limit';
import { isTerminationReason } from './session-termination';
import {
  fetchUserDetails,
  takeStartupCheck,
  userCheckTimeoutMs,
  userDetailsQueryOptions,
} from './user-details';

export type AuthContextValue = AuthState & {
  /** Stores the token, loads the player's details and signs in (throws when the details fail). */
  signIn: (accessToken: string) => Promise<UserDetails>;
  /** `signIn` after a registration, through the SIGN_UP transition of spec §4. */
  signUp: (accessToken: string, options?: { loginDisabledOnMirror?: boolean }) => Promise<UserDetails>;
  /**
   * Forgets the session on this device and, for a reason the client reports, logs out on the server
   * (POST /api/user/logout); a reason the server acted on itself (ACCOUNT_FROZEN) only leaves the
   * record for the session-ended modal, with `until` (epoch ms) when signing in again is possible
   * and `limitMinutes` when the player's session time limit ended the session.
   */
  signOut: (reason?: SessionTerminationReason, options?: EndSessionOptions) => Promise<void>;
  /** Reloads the player's details into the auth state. */
  refreshUser: () => Promise<UserDetails>;
  updateBalance: (balance: BalanceUpdate) => void;
  /**
   * Holds realtime balance updates back (a slot round's balance arrives before its reels stop:
   * showing it would give the result away) until the returned release is called, at most a minute.
   */
  holdBalance: () => () => void;
};

/** The longest a balance update waits for its round to be shown. */
const balanceHoldLimitMs = 60_000;

const AuthContext = createContext<AuthContextValue | null>(null);

const accessTokenStorageKey = 'accessToken';

const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'The session check failed';

/**
 * The auth state of spec §3/§4 for the whole app. On load a stored token is checked with a 2 s limit
 * (never blocking the page: until then `isInitialized` is false); a token stored or removed
 * elsewhere (the `at` parameter, another tab, a 403) is followed through the session-change and
 * storage events; fresh user details from any feature refresh the state.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  // The token the state reflects; undefined until the load check has started.
  const knownToken = useRef<string | null | undefined>(undefined);

  // what belongs to one session goes with its token: the details, and when the session ends
  const forgetDetails = useCallback(() => {
    queryClient.removeQueries({ queryKey: userDetailsQueryOptions.queryKey });
    queryClient.removeQueries({ queryKey: sessionLimitQueryKey });
  }, [queryClient]);

  /** Checks `token` with the user-check limit and reports the details unless another token took over. */
  const check = useCallback(
    (token: string, onUser: (user: UserDetails) => void) => {
      (takeStartupCheck(token) ?? fetchUserDetails({ timeoutMs: userCheckTimeoutMs }))
        .then((user) => {
          if (knownToken.current !== token) return;
          queryClient.setQueryData(userDetailsQueryOptions.queryKey, user);
          onUser(user);
        })
        .catch((error: unknown) => {
          if (knownToken.current !== token) return;
          dispatch({ type: 'INITIALIZE', user: null, error: failureMessage(error) });
        });
    },
    [queryClient],
  );

  // Spec §4: on load the stored token is checked; without one, or on failure, the visitor is a guest.
  useEffect(() => {
    const token = getAccessToken();
    knownToken.current = token;
    if (!token) {
      dispatch({ type: 'INITIALIZE', user: null });
      return;
    }
    check(token, (user) => dispatch({ type: 'INITIALIZE', user }));
  }, [check]);

  useEffect(() => {
    const onChange = (event: Event) => {
      if (event instanceof StorageEvent && event.key !== null && event.key !== accessTokenStorageKey) return;
      const token = getAccessToken();
      if (knownToken.current === undefined || token === knownToken.current) return;
      knownToken.current = token;
      forgetDetails();
      if (!token) dispatch({ type: 'SIGN_OUT' });
      else check(token, (user) => dispatch({ type: 'SIGN_IN', user }));
    };
    window.addEventListener('storage', onChange);
    window.addEventListener(sessionChangeEvent, onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener(sessionChangeEvent, onChange);
    };
  }, [check, forgetDetails]);

  // The balance an event carries is the news itself: it goes into the state (the header) and the
  // details query (the cashier's pages) as it is, instead of fetching the details again to learn it.
  // The details keep their fetch time, so they are read again exactly when they would have been.
  const applyBalance = useCallback(
    (balance: BalanceUpdate) => {
      dispatch({ type: 'UPDATE_BALANCE', balance });
      const { queryKey } = userDetailsQueryOptions;
      // a read of the details already on its way may answer with the balance from before this event:
      // it is replaced by one that starts now
      if (queryClient.isFetching({ queryKey }) > 0) void queryClient.invalidateQueries({ queryKey });
      // unchanged details stay as they are: their readers (the cashier's pages) need not render again
      const details = queryClient.getQueryData(queryKey);
      if (details && !hasBalance(details, balance))
        queryClient.setQueryData(queryKey, withBalance(details, balance), {
          updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt,
        });
    },
    [queryClient],
  );

  const hold = useRef<{ count: number; pending: BalanceUpdate | null }>({ count: 0, pending: null });
  const holdBalance = useCallback(() => {
    hold.current.count += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      hold.current.count -= 1;
      const { pending } = hold.current;
      if (hold.current.count === 0 && pending) {
        hold.current.pending = null;
        applyBalance(pending);
      }
    };
    const timer = setTimeout(release, balanceHoldLimitMs);
    return release;
  }, [applyBalance]);

  // the end of a break, as the server recorded it: the limits it carries go into the details as they
  // are (the state follows them below), so the break shows as ended without reading anything again
  useEffect(() => {
    const onUserLimit = (event: Event) => {
      const update = userLimitFromEvent(event instanceof CustomEvent ? event.detail : undefined);
      if (!update) return;
      queryClient.setQueryData(userDetailsQueryOptions.queryKey, (details) =>
        details ? withUserLimit(details, update) : details,
      );
    };
    window.addEventListener(playerWindowEvent('userLimit'), onUserLimit);
    return () => window.removeEventListener(playerWindowEvent('userLimit'), onUserLimit);
  }, [queryClient]);

  // the server ended this session (an operator, or the player elsewhere): sign out here at once
  useEffect(() => {
    const onSessionEnded = (event: Event) => {
      const reason =
        event instanceof CustomEvent ? (event.detail as { reason?: unknown })?.reason : undefined;
      if (isTerminationReason(reason)) endSessionFromServer(reason);
    };
    window.addEventListener(playerWindowEvent('sessionEnded'), onSessionEnded);
    return () => window.removeEventListener(playerWindowEvent('sessionEnded'), onSessionEnded);
  }, []);

  useWalletEvents({
    onBalance: (balance) => {
      if (hold.current.count > 0) {
        hold.current.pending = balance;
        return;
      }
      applyBalance(balance);
    },
  });

  // Fresh details fetched by anyone (an invalidation after a profile update, a deposit, a focus)
  // refresh the state; the ref keeps one fetch from being applied twice (and from undoing a
  // realtime balance update that arrived after it).
  const { data: freshDetails } = useQuery({
    ...userDetailsQueryOptions,
    enabled: state.isAuthenticated,
    refetchOnWindowFocus: true,
  });
  const appliedDetails = useRef<UserDetails | undefined>(undefined);
  useEffect(() => {
    if (!freshDetails || freshDetails === appliedDetails.current || !state.isAuthenticated) return;
    appliedDetails.current = freshDetails;
    if (needsAuthRefresh(state.user, freshDetails)) dispatch({ type: 'INITIALIZE', user: freshDetails });
  }, [freshDetails, state.isAuthenticated, state.user]);

  const adoptToken = useCallback(
    async (accessToken: string, onUser: (user: UserDetails) => void) => {
      forgetDetails();
      knownToken.current = accessToken;
      setAccessToken(accessToken);
      try {
        const user = await fetchUserDetails();
        queryClient.setQueryData(userDetailsQueryOptions.queryKey, user);
        appliedDetails.current = user;
        onUser(user);
        return user;
      } catch (error) {
        if (knownToken.current === accessToken) {
          knownToken.current = null;
          setAccessToken(null);
          dispatch({ type: 'SIGN_OUT' });
        }
        throw error;
      }
    },
    [forgetDetails, queryClient],
  );

  const signIn = useCallback(
    (accessToken: string) => adoptToken(accessToken, (user) => dispatch({ type: 'SIGN_IN', user })),
    [adoptToken],
  );

  const signUp = useCallback(
    (accessToken: string, options: { loginDisabledOnMirror?: boolean } = {}) =>
      adoptToken(accessToken, (user) => {
        const loginDisabledOnMirror = options.loginDisabledOnMirror ?? false;
        dispatch({ type: 'SIGN_UP', user, loginDisabledOnMirror });
        // the registration signs the new player in with the token it returned
        if (!loginDisabledOnMirror) dispatch({ type: 'SIGN_IN', user });
      }),
    [adoptToken],
  );

  const signOut = useCallback(
    async (reason: SessionTerminationReason = 'USER_INITIATED', options: EndSessionOptions = {}) => {
      knownToken.current = null;
      forgetDetails();
      dispatch({ type: 'SIGN_OUT' });
      await endSession(reason, options);
    },
    [forgetDetails],
  );

  const refreshUser = useCallback(async () => {
    const user = await queryClient.fetchQuery({ ...userDetailsQueryOptions, staleTime: 0 });
    appliedDetails.current = user;
    dispatch({ type: 'INITIALIZE', user });
    return user;
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signOut, refreshUser, updateBalance: applyBalance, holdBalance }),
    [state, signIn, signUp, signOut, refreshUser, applyBalance, holdBalance],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state and its actions; only inside `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** The auth state when a provider is mounted, else null (for helpers that also run without it). */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}
