import type { SubscriptionModalReason } from '@hireloop/hooks';

/** SPEC §4: "Employer subscription modal reason: no-subscription, no-job-request or other". */
export type EmployerSubscriptionReason = SubscriptionModalReason;

/**
 * The title and text of each reason. SPEC §4: "each has its own title and text (texts not
 * shown)", so these are designed.
 */
export const EMPLOYER_SUBSCRIPTION_TEXTS: Readonly<
  Record<EmployerSubscriptionReason, { readonly title: string; readonly description: string }>
> = {
  'no-subscription': {
    title: 'Start your employer subscription',
    description:
      'A subscription lets you post job requests and invite talent to them. Choose how you want to be billed.',
  },
  'no-job-request': {
    title: 'Post a job request first',
    description:
      'Bids are made for a job request, and posting one needs an employer subscription. Subscribe, post your first job request, then invite talent to it.',
  },
  other: {
    title: 'Upgrade your plan',
    description:
      'Your current plan does not cover this. Choose a plan with more job requests to continue.',
  },
};
