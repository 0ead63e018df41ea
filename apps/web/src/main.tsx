import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadOpenedPage } from './app/opened-page-preload';
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

// a stored session is checked while React renders the first screen, not after; so are the opened
// page's first reads. Those reads and then the first render each get a task of their own: with the
// evaluation of the app's code, they were one task of ~30 ms here (×4 on a phone) that input waited
// behind.
startUserCheck();
setTimeout(() => {
  preloadOpenedPage();
  setTimeout(render, 0);
}, 0);

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // as a transition, React renders the first screen in slices that yield to the browser rather
  // than in one task of ~20 ms (×4 on a phone)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
