/**
 * The texts of the embedded widgets and their sign-in window (issue 15; designed: SPEC shows no
 * widget). Functions take what varies: the partner's name, what the widget does.
 */
export const EMBED_TEXTS = {
  /** What the visitor signs in to do, by widget. */
  purpose: {
    'job-request': 'post job requests',
    subscription: 'subscribe to a Hireloop plan',
  },
  signInTitle: 'Sign in to Hireloop',
  signInDescription: (partner: string, purpose: string) =>
    `${partner} uses Hireloop to let you ${purpose}. A Hireloop window opens to sign in or create an account.`,
  signInButton: 'Sign in with Hireloop',
  signInWaiting: 'Finish signing in in the Hireloop window.',
  signInReopen: 'Open the sign-in window again',
  signInBlocked:
    'Your browser blocked the Hireloop sign-in window. Allow pop-ups for this site, then try again.',
  tryAgain: 'Try again',
  signedInAs: (name: string) => `Signed in to Hireloop as ${name}`,
  signOut: 'Sign out',
  consentTitle: (partner: string) => `Continue to ${partner}`,
  consentDescription: (partner: string, purpose: string) =>
    `${partner} would like to use your Hireloop account to ${purpose}.`,
  consentSignedInAs: 'Signed in as',
  consentNote: (partner: string) =>
    `${partner} never sees your password, your messages or your profile. You can sign out of the widget at any time.`,
  consentContinue: 'Continue',
  consentSwitch: 'Use another account',
  authSignInTitle: 'Sign in to Hireloop',
  authRegisterTitle: 'Create your Hireloop account',
  authRegisterRole: {
    employer: 'An employer account: post job requests and hire talent.',
    talent: 'A talent account: find work and get hired.',
  },
  authToRegister: 'New to Hireloop? Create an account',
  authToSignIn: 'Already have an account? Sign in',
  email: 'Email',
  password: 'Password',
  name: 'Name',
  signIn: 'Sign in',
  register: 'Create account',
  lostOpener:
    'This window lost its link to the page that opened it. Close it and sign in again from that page.',
} as const;
