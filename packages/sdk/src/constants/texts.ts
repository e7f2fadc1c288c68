/**
 * Every text SPEC.md gives, exactly as written, in one place: the toasts and errors of §8, the
 * validation messages of §5, the labels, buttons and titles of §2, the plan badges of §9. The sdk,
 * the hooks, the ui, the apps and the server import them from here; none retypes one (a test in
 * this folder fails when a source file outside the sdk holds one literally).
 *
 * Texts SPEC leaves "not shown" are designed by the package that shows them: the hooks' toasts in
 * `@hireloop/hooks`, the components' labels in `@hireloop/ui`'s labels module.
 *
 * The few texts the sdk's own rules and schemas use are single constants first, which `TEXTS`
 * refers to: a bundler then keeps just those for code that uses a rule, not every text.
 */

/** SPEC §5: the job request form's required fields. */
export const TITLE_REQUIRED = 'Title is required';
export const DESCRIPTION_REQUIRED = 'Description is required';
/** SPEC §4: "Choosing rateType fixed … shows one field". */
export const FIXED_PRICE_LABEL = 'Fixed Price (USD)';
/** SPEC §5: "Creating without an active employer subscription is blocked". */
export const SUBSCRIPTION_REQUIRED_MESSAGE = 'Subscription required';
/** SPEC §8 job request save error: the text when the server gave no message. */
export const JOB_REQUEST_SAVE_ERROR = 'Failed to save job request';
/** SPEC §9: the yearly and the lifetime employer plans' badges. */
export const YEAR_PLAN_BADGE = 'Save 30%';
export const LIFETIME_PLAN_BADGE = 'Best Value';
/** SPEC §9 "Talent Lite": the annual label. */
export const TALENT_LITE_ANNUAL_LABEL = 'Annual (Save 71%)';
/** SPEC §5 "Waitlist tasks": the two tasks SPEC names. */
export const PROFILE_TASK_LABEL = 'Complete your talent profile';
export const SKILLS_TASK_LABEL = 'Add your professional skills';

/** Issue 16: a rate benchmark below its minimum sample. */
export const NOT_ENOUGH_DATA = 'Not enough data yet';

/** SPEC §2 "App shell": its buttons and the profile card's and account menu's texts. */
export const SHELL_LABELS = {
  /** The sidebar upgrade button, per account type. */
  upgrade: { talent: 'Upgrade to Lite', employer: 'Start Subscription' },
  /** The header button for employers. */
  jobRequest: 'Job Request',
  /** The employer's profile card without a company logo or name. */
  completeCompanyProfile: 'Complete company profile',
  /** The talent's profile card label. */
  talentAccount: 'Talent Account',
  /** The account menu's last item. */
  logOut: 'Log Out',
  /** "Switch to Talent and Switch to Employer", keyed by the type switched to. */
  switchTo: { talent: 'Switch to Talent', employer: 'Switch to Employer' },
  /** "A notifications bell". */
  notifications: 'Notifications',
} as const;

/** SPEC §2: the labels of the shell's links (primary nav, top nav, account menu). */
export const NAV_LABELS = {
  home: 'Home',
  messages: 'Messages',
  saved: 'Saved',
  events: 'Events',
  marketplace: 'Marketplace',
  team: 'Team',
  opportunities: 'Opportunities',
  bidManager: 'Bid Manager',
  explorer: 'Talent Explorer',
  collectives: 'Collectives',
  skills: 'Skills Database',
  insights: 'Insights',
  requests: 'Requests',
  library: 'Library',
  profile: 'Profile',
  settings: 'Settings',
  subscription: 'Subscription',
} as const;

/** SPEC §2 "Job request modal titles", by the modal's mode. */
export const JOB_REQUEST_MODAL_TITLES = {
  create: 'Create New Job Request',
  edit: 'Edit Job Request',
} as const;

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
  /** SPEC §8 job request save error: the text when the server gave no message. */
  jobRequestSaveError: JOB_REQUEST_SAVE_ERROR,
  /** SPEC §8 "Saving while logged out". */
  cannotSaveItem: 'Cannot save item',
  /** SPEC §8: the server's answer to a signed-out call ("Saved jobs 401 or … errors"). */
  notAuthenticated: 'Not authenticated',
  /** SPEC §5: "Creating without an active employer subscription is blocked". */
  subscriptionRequired: SUBSCRIPTION_REQUIRED_MESSAGE,
  /** SPEC §5: the job request form's required fields. */
  titleRequired: TITLE_REQUIRED,
  descriptionRequired: DESCRIPTION_REQUIRED,
  /** SPEC §4: "Choosing rateType fixed … shows one field". */
  fixedPrice: FIXED_PRICE_LABEL,
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
  /** SPEC §5 "Waitlist tasks": the two tasks SPEC names. */
  waitlistTasks: {
    profile: PROFILE_TASK_LABEL,
    skills: SKILLS_TASK_LABEL,
  },
  /** SPEC §9: the employer plans' badges, and Lite's annual label. */
  plans: {
    yearBadge: YEAR_PLAN_BADGE,
    lifetimeBadge: LIFETIME_PLAN_BADGE,
    liteAnnual: TALENT_LITE_ANNUAL_LABEL,
  },
  /** SPEC §2: the 404 page. */
  notFound: {
    title: '404 Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved.",
  },
  /** SPEC §2 "Job request modal titles". */
  jobRequestModal: JOB_REQUEST_MODAL_TITLES,
  /** SPEC §2 "App shell". */
  shell: SHELL_LABELS,
  /** SPEC §2: the labels of the shell's links (primary nav, top nav, account menu). */
  nav: NAV_LABELS,
  /** Issue 16's insights: a rate benchmark below `RATE_BENCHMARK_MIN_SAMPLE`. */
  insights: { notEnoughData: NOT_ENOUGH_DATA },
} as const;
