export { MarketingScripts } from './marketing-scripts';
