export { captureLandingParams, useTracking } from './use-tracking';
