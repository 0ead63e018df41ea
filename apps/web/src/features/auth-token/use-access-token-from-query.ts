import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setAccessToken } from '../../lib/api-client';
import { notifySessionChange } from '../../lib/session';
import { takeAccessToken } from './access-token-param';

/**
 * Spec §2: an access token in the `at` query parameter is stored locally and removed from the URL
 * (replace navigation, so neither history nor a shared link keeps it). Call once inside the router.
 */
export function useAccessTokenFromQuery(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const taken = takeAccessToken(new URLSearchParams(location.search));
    if (!taken) return;
    const { token, rest } = taken;
    if (token) {
      setAccessToken(token);
      notifySessionChange();
    }
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [location, navigate]);
}
