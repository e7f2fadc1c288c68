/**
 * The library's rules (issue 18): who may read a gated resource, which upgrade path a locked one
 * shows, how progress moves, and a collection's progress from its resources'.
 */
import type {
  AccountType,
  LibraryAudience,
  LibraryPlan,
  LibraryProgress,
  LibraryProgressInput,
} from '../vocabulary';

/** What a reader holds: admin rights, an active talent Lite plan, an active employer plan. */
export interface LibraryEntitlements {
  isAdmin: boolean;
  /** An active talent subscription (Lite; monthly, annual or lifetime). */
  lite: boolean;
  /** An active employer subscription (their own or their company's). */
  employerPlan: boolean;
}

/**
 * Whether a reader may read a resource's body and files. `none`: everyone; `lite`: an active Lite
 * plan; `employer`: any active employer plan. Admins read everything (they write it). Choice: one
 * plan does not open the other's resources (a Lite plan is no employer plan, and the reverse).
 */
export function canReadLibraryResource(
  requiredPlan: LibraryPlan,
  entitlements: LibraryEntitlements,
): boolean {
  if (requiredPlan === 'none' || entitlements.isAdmin) return true;
  return requiredPlan === 'lite' ? entitlements.lite : entitlements.employerPlan;
}

/**
 * The upgrade a locked resource offers (issue 18): the waitlist/upgrade modal (Lite) or the
 * employer subscription modal; `null` when the resource needs no plan.
 */
export function libraryUpgradePath(requiredPlan: LibraryPlan): 'waitlist' | 'subscription' | null {
  if (requiredPlan === 'none') return null;
  return requiredPlan === 'lite' ? 'waitlist' : 'subscription';
}

/** The account type whose plan opens a resource (`null`: no plan needed). */
export function libraryPlanAccountType(requiredPlan: LibraryPlan): AccountType | null {
  if (requiredPlan === 'none') return null;
  return requiredPlan === 'lite' ? 'talent' : 'employer';
}

/** Whether a resource for `audience` is listed for an account type: its own, and those for all. */
export const libraryAudienceMatches = (
  audience: LibraryAudience,
  accountType: AccountType,
): boolean => audience === 'all' || audience === accountType;

/**
 * The progress after a person's input: `completed` completes; `started` (sent when the body is
 * opened) starts a resource not started yet and never undoes a completion.
 */
export function nextLibraryProgress(
  current: LibraryProgress,
  input: LibraryProgressInput,
): LibraryProgress {
  if (input === 'completed') return 'completed';
  return current === 'completed' ? 'completed' : 'started';
}

/** A collection's progress for one person (Canvas module state): counts and the state. */
export interface CollectionProgress {
  completed: number;
  total: number;
  state: LibraryProgress;
}

/**
 * A collection's progress from its resources' (in order): not started while none is started or
 * completed; completed when every one is (an empty collection is not started); started otherwise.
 */
export function collectionProgress(items: readonly LibraryProgress[]): CollectionProgress {
  const total = items.length;
  const completed = items.filter((state) => state === 'completed').length;
  const touched = items.some((state) => state !== 'not_started');
  const state: LibraryProgress =
    total > 0 && completed === total ? 'completed' : touched ? 'started' : 'not_started';
  return { completed, total, state };
}

/** The first resource of a collection that is not completed (where "Continue" goes), or null. */
export function nextInCollection<T extends { progress: LibraryProgress }>(
  items: readonly T[],
): T | null {
  return items.find((item) => item.progress !== 'completed') ?? null;
}
