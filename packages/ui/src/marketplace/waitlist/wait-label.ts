import { waitlistWeeks } from '@hireloop/sdk';

/**
 * "6 weeks", "1 week", or "Under a week" when the wait rounds to 0 (SPEC §9 weeks rule). A module
 * of its own, free of the component library, so a light page (the reference app's /waitlist-demo)
 * can print the estimate without loading it.
 */
export function waitLabel(peopleAhead: number): string {
  const weeks = waitlistWeeks(peopleAhead);
  return weeks === 0 ? 'Under a week' : weeks === 1 ? '1 week' : `${weeks} weeks`;
}
