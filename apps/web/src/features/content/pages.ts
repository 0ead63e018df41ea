// The content feature's policy pages: a public entry of their own, loaded lazily by the policy route.
export { policyPageQueryOptions, usePolicyPage } from './api/get-policy-page';
export { PolicyPage } from './components/policy-page';
export { RichText } from './components/rich-text';
