export { defaultEnglishParts, defaultEnglishStrings } from './english.ts';
export type { PolicyPageContent } from './policy-pages/index.ts';
export { defaultPolicyPages } from './policy-pages/index.ts';
export { shellEnglishStrings } from './shell.ts';
