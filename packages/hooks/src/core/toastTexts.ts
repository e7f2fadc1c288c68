/**
 * The hooks' own toast texts, designed where SPEC says a toast shows but not what it reads (SPEC's
 * own texts are `TEXTS` in `@hireloop/sdk/constants`).
 */
export const TOAST_TEXTS = {
  /** The description under SPEC §8's "Saving while logged out" toast. */
  signInToSave: 'Sign in to save items.',
  /** SPEC §4: saved items' "add and remove show toasts". */
  itemSaved: 'Saved',
  itemSavedDescription: 'You can find it under Saved.',
  itemRemoved: 'Removed',
  itemRemovedDescription: 'It is no longer in your saved items.',
  /** SPEC §4 job request modal: "On success a toast shows". */
  jobRequestCreated: 'Job request created',
  jobRequestUpdated: 'Job request updated',
  /** Issue 14: after "delete my account", on the sign-in page. */
  accountDeleted: 'Account deleted',
  accountDeletedDescription: 'Your account and your personal data have been deleted.',
  /** Issue 14: cancel at period end, its undo, and a failure of either. */
  renewalCanceled: 'Your plan will not renew',
  renewalResumed: 'Your plan will renew',
  renewalError: 'Your plan could not be changed',
} as const;
