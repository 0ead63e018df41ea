import type { PolicyPageKey } from '@casino/contracts';

export type PolicyPageContent = { title: string; body: string };

/** Default policy texts in English; operators replace them in the `content_pages` table. */
export const defaultPolicyPages: Record<PolicyPageKey, PolicyPageContent> = {
  privacyPolicy: { title: 'Privacy Policy', body: 'TODO' },
  termsAndConditions: { title: 'Terms and Conditions', body: 'TODO' },
  amlPolicy: { title: 'AML Policy', body: 'TODO' },
  responsibleGambling: { title: 'Responsible Gambling', body: 'TODO' },
  kycRefundPolicy: { title: 'KYC and Refund Policy', body: 'TODO' },
  bonusTerms: { title: 'Bonus Terms', body: 'TODO' },
  legalUseOfWebsite: { title: 'Legal Use of Website', body: 'TODO' },
};
