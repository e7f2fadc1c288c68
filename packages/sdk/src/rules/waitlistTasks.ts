import { PROFILE_TASK_LABEL, SKILLS_TASK_LABEL } from '../constants/texts';

/**
 * The waitlist's profile tasks. SPEC §5 names two (`TEXTS.waitlistTasks`). The availability and
 * desired-roles tasks have no label in SPEC; the labels here are ours. SPEC §5: "Tasks about availability and desired roles are never counted
 * as done."
 */
export const WAITLIST_TASKS = [
  { id: 'profile', label: PROFILE_TASK_LABEL },
  { id: 'skills', label: SKILLS_TASK_LABEL },
  { id: 'availability', label: 'Set your availability' },
  { id: 'desiredRoles', label: 'Choose your desired roles' },
] as const;

/** `'profile' | 'skills' | 'availability' | 'desiredRoles'`. */
export type WaitlistTaskId = (typeof WAITLIST_TASKS)[number]['id'];

/** The profile fields the waitlist tasks look at; any may be missing. */
export interface WaitlistProfile {
  bio?: unknown;
  title?: unknown;
  location?: unknown;
  hourlyRate?: unknown;
  skills?: readonly unknown[] | null;
}

/**
 * Choice: SPEC says "present" without defining it. A field is present when it is not null or
 * undefined, not a blank string, and — for numbers — greater than 0 (a rate of 0 is a rate never
 * filled in).
 */
function isPresent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return value > 0;
  return value != null;
}

/**
 * The ids of the tasks a profile has done, in {@link WAITLIST_TASKS} order. SPEC §5: the profile
 * task is done when bio, title, location and hourlyRate are all present; the skills task needs at
 * least one skill. Tasks about availability and desired roles are never counted as done.
 */
export function completedWaitlistTasks(
  profile: WaitlistProfile | null | undefined,
): WaitlistTaskId[] {
  if (!profile) return [];
  const done: WaitlistTaskId[] = [];
  const { bio, title, location, hourlyRate, skills } = profile;
  if ([bio, title, location, hourlyRate].every(isPresent)) done.push('profile');
  if (Array.isArray(skills) && skills.length > 0) done.push('skills');
  return done;
}

/** How many waitlist tasks a profile has done (0, 1 or 2; see {@link completedWaitlistTasks}). */
export const countCompletedWaitlistTasks = (profile: WaitlistProfile | null | undefined): number =>
  completedWaitlistTasks(profile).length;
