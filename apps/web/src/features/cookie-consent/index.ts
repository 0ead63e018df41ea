export { CookieConsentBar } from './cookie-consent-bar';
