import type { PolicyPageKey } from '@casino/contracts';
import { amlPolicy } from './aml-policy.ts';
import { bonusTerms } from './bonus-terms.ts';
import { kycRefundPolicy } from './kyc-refund-policy.ts';
import { legalUseOfWebsite } from './legal-use-of-website.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { responsibleGambling } from './responsible-gambling.ts';
import { termsAndConditions } from './terms-and-conditions.ts';
import type { PolicyPageContent } from './types.ts';

export type { PolicyPageContent } from './types.ts';

/**
 * Default policy texts in English; operators replace them in the `content_pages` table.
 * Bodies are plain text: blank-line paragraphs, "## " headings, "- " bullets, and the
 * `{{brandName}}` placeholder that the web app replaces with the operator's brand.
 */
export const defaultPolicyPages: Record<PolicyPageKey, PolicyPageContent> = {
  privacyPolicy,
  termsAndConditions,
  amlPolicy,
  responsibleGambling,
  kycRefundPolicy,
  bonusTerms,
  legalUseOfWebsite,
};
