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
} from './auth-state';
export { type ActiveBreak, activeBreak, type BreakKind, type UserLimitLike } from './breaks';
export { type ClientLogoutReason, endSession } from './end-session';
export {
  readTerminationRecord,
  type SessionTerminationRecord,
  sessionTerminatedEvent,
  takeTerminationRecord,
  writeTerminationRecord,
} from './session-termination';
export { putUserDetails, useUpdateUserDetails } from './update-user-details';
export { fetchUserDetails, userCheckTimeoutMs, userDetailsQueryOptions } from './user-details';
