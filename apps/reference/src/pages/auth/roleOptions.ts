import type { AccountType } from '@hireloop/sdk';

/**
 * The two ways to use Hireloop, as registration and onboarding offer them (designed: SPEC §7
 * leaves the registration fields unshown; the sdk's registerSchema takes `role`).
 */
export const ROLE_OPTIONS: readonly { value: AccountType; label: string; description: string }[] = [
  {
    value: 'employer',
    label: 'I want to hire',
    description: 'Post job requests and invite talent to them.',
  },
  {
    value: 'talent',
    label: 'I want to work',
    description: 'Find job requests and send proposals.',
  },
];
