import { Navigate, useLocation } from 'react-router';
import { signInPath } from '../lib/auth-provider.ts';
import { lastSignOutReason } from '../lib/session.ts';

/**
 * Where a signed-out visitor of an app page goes: the only redirect after a sign-out, so it cannot
 * race another. A deliberate sign-out starts the next sign-in fresh; an ended session says so and
 * comes back here afterwards (refine's useLogin follows `?to=`), as does a link opened signed out.
 */
export function SignInRedirect() {
  const { pathname, search } = useLocation();
  const reason = lastSignOutReason();
  if (reason === 'signed-out') return <Navigate to={signInPath} replace />;
  const here = `${pathname}${search}`;
  const query = new URLSearchParams();
  if (reason === 'ended') query.set('ended', '1');
  if (here !== '/') query.set('to', here);
  const text = query.toString();
  return <Navigate to={text ? `${signInPath}?${text}` : signInPath} replace />;
}
