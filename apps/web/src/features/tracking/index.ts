export { useTracking } from './use-tracking';
