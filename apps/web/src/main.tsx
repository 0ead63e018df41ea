import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/startup';
import { captureArrival } from './features/accounts';
import { captureLandingParams } from './features/tracking';
import { startUserCheck } from './lib/auth';
import './app/styles/index.css';

// A page's chunk can be gone after a release (an open tab asks for the old file): load the new
// release once instead of showing an error; a second failure within a minute shows the error page.
window.addEventListener('vite:preloadError', () => {
  const key = 'casino:reloaded-for-chunk';
  try {
    if (Date.now() - Number(sessionStorage.getItem(key) ?? 0) < 60_000) return;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return; // no session storage: no way to tell a reload loop apart, so show the error
  }
  window.location.reload();
});

// the referral code, first URL and tracking parameters of the address the visitor arrived at,
// before anything can move on
captureArrival();
captureLandingParams();

// a stored session is checked while React renders the first screen, not after
startUserCheck();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
