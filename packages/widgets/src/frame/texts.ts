/** The widget pages' own texts (issue 15; designed). */
export const FRAME_TEXTS = {
  loading: 'Loading…',
  posted: 'Job request posted',
  postedDescription: (title: string) => `“${title}” is live on Hireloop.`,
  viewRequests: 'View it on Hireloop',
  postAnother: 'Post another',
  plansTitle: 'Choose a plan',
  backToForm: 'Back to the form',
  subscribe: 'Subscribe',
  subscribed: 'You’re subscribed',
  subscribedDescription: (plan: string) => `Your ${plan} plan is active on your Hireloop account.`,
  openHireloop: 'Open Hireloop',
  confirming: 'Confirming your payment…',
  canceled: 'Checkout canceled',
  canceledDescription: 'Nothing was charged. Choose a plan whenever you are ready.',
  planActive: 'Your plan is active: post your request below.',
  notAvailable: 'This Hireloop widget is not available on this page.',
} as const;
