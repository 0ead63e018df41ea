// What the home page needs of the content feature, in the first download. The policy pages (with
// their bundled texts) are in pages.ts, loaded lazily by their route.
export { FaqSection } from './components/faq-section';
export { LobbyHero } from './components/lobby-hero';
export { MarketingFeatures } from './components/marketing-features';
export { WelcomeOffer } from './components/welcome-offer';
