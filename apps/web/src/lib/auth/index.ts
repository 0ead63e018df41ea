export { type AuthContextValue, AuthProvider, useAuth, useOptionalAuth } from './auth-provider';
export {
  type AuthAction,
  type AuthState,
  authReducer,
  type BalanceUpdate,
  displayName,
  initialAuthState,
  isSelfExclusionActive,
  needsAuthRefresh,
  type UserLimitUpdate,
  userLimitFromEvent,
  withBalance,
  withUserLimit,
} from './auth-state';
export { type ActiveBreak, activeBreak, type BreakKind, type UserLimitLike } from './breaks';
export { type ClientLogoutReason, type EndSessionOptions, endSession } from './end-session';
export {
  fetchSessionLimit,
  type SessionLimit,
  sessionLimitQueryKey,
  sessionLimitQueryOptions,
} from './session-limit';
export {
  readTerminationRecord,
  type SessionTerminationRecord,
  sessionTerminatedEvent,
  takeTerminationRecord,
  writeTerminationRecord,
} from './session-termination';
export { type DurationUnit, durationParts, formatDuration, formatUnits } from './session-time-limit';
export { putUserDetails, useUpdateUserDetails } from './update-user-details';
export { useSessionTimeLimitSignOut } from './use-session-time-limit';
export {
  fetchUserDetails,
  startUserCheck,
  userCheckTimeoutMs,
  userDetailsQueryOptions,
} from './user-details';
