export { policyPageQueryOptions, usePolicyPage } from './api/get-policy-page';
export { FaqSection } from './components/faq-section';
export { LobbyHero } from './components/lobby-hero';
export { MarketingFeatures } from './components/marketing-features';
export { PolicyPage } from './components/policy-page';
export { RichText } from './components/rich-text';
export { WelcomeOffer } from './components/welcome-offer';
