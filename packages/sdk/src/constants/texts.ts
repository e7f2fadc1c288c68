/**
 * The texts SPEC §2 and §8 quote, exactly as written, plus the few a flow needs where SPEC says
 * "not shown" (marked "designed"). The hooks show them as toasts; the ui renders the rest.
 */
export const TEXTS = {
  /** SPEC §8: toast "Login failed" showing the server message, or "Login failed" if none. */
  loginFailed: 'Login failed',
  /** SPEC §8: toast "Registration failed" with the server message, or "Registration failed". */
  registrationFailed: 'Registration failed',
  /** SPEC §8 "Logout failure". */
  logoutIssue: {
    title: 'Logout issue',
    description:
      "You've been logged out, but there might have been an issue with the server. Please refresh the page.",
  },
  /** SPEC §8 "Employer checkout failure" (and the talent default text). */
  subscriptionError: {
    title: 'Subscription Error',
    description: 'There was a problem initiating your subscription. Please try again.',
  },
  /** SPEC §8 job request save error: toast "Error" with the message. */
  error: 'Error',
  /** SPEC §8 "Saving while logged out". */
  cannotSaveItem: 'Cannot save item',
  /** Designed: the description under "Cannot save item". */
  signInToSave: 'Sign in to save items.',
  /** Designed: saved-item toasts (SPEC §4 "add and remove show toasts"). */
  itemSaved: 'Saved',
  itemSavedDescription: 'You can find it under Saved.',
  itemRemoved: 'Removed',
  itemRemovedDescription: 'It is no longer in your saved items.',
  /** Designed: job request success toasts (SPEC §4 "On success a toast shows"). */
  jobRequestCreated: 'Job request created',
  jobRequestUpdated: 'Job request updated',
  /** SPEC §8 waitlist toasts, title and description. */
  waitlist: {
    loadingPlans: {
      title: 'Loading Plans',
      description: 'Please wait while we load the subscription plans.',
    },
    noPlansAvailable: {
      title: 'No Plans Available',
      description: 'No subscription plans are currently available. Please try again later.',
    },
    plansRetrieved: {
      title: 'Plans Retrieved',
      description: 'Subscription plans have been loaded. Please try again.',
    },
    planNotAvailable: {
      title: 'Plan Not Available',
      description: (period: string) =>
        `No subscription plan found for ${period} billing period. Please try a different option.`,
    },
    preparingCheckout: {
      title: 'Preparing Checkout',
      description: 'Setting up your payment session. Please wait...',
    },
    /** SPEC §8 "Empty list text". */
    noPlansForPeriod:
      'No subscription plans available for this billing period. Please try another option.',
  },
  /** SPEC §2: the 404 page. */
  notFound: {
    title: '404 Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved.",
  },
} as const;
