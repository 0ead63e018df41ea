export { CountryBlockGate } from './country-block-gate';
