import type {
  JobRequest,
  JobRequestType,
  RequestTarget,
  SubscriptionModalReason,
} from '@hireloop/sdk';

export type { RequestTarget, SubscriptionModalReason };

/** The talent a direct job request goes to (SPEC §3 "selectedTalent"). */
export interface SelectedTalent {
  id: number;
  name: string;
}

/** SPEC §3/§4 job modal state: new or edit mode, type, target, and the talent when direct. */
export interface JobModalState {
  open: boolean;
  /** Edit mode when set (SPEC §2 `TEXTS.jobRequestModal.edit`), otherwise new. */
  jobRequest: JobRequest | null;
  /** @default 'job' */
  jobRequestType: JobRequestType;
  /** @default 'public' */
  requestTarget: RequestTarget;
  /** Set only when `requestTarget` is direct, otherwise null (SPEC §3). */
  selectedTalent: SelectedTalent | null;
}

export interface OpenJobModalOptions {
  type?: JobRequestType;
  target?: RequestTarget;
  talent?: SelectedTalent | null;
  /** Opens in edit mode with this request's values. */
  jobRequest?: JobRequest | null;
}

export interface SubscriptionModalState {
  open: boolean;
  reason: SubscriptionModalReason;
  /** The server's words when a call opened it (e.g. a used-up quota), else undefined. */
  message?: string;
}

export const CLOSED_JOB_MODAL: JobModalState = {
  open: false,
  jobRequest: null,
  jobRequestType: 'job',
  requestTarget: 'public',
  selectedTalent: null,
};

/** The job modal opened with `options` (SPEC §4 "opens with a request type and target"). */
export function openedJobModal(options: OpenJobModalOptions = {}): JobModalState {
  const requestTarget = options.target ?? 'public';
  return {
    open: true,
    jobRequest: options.jobRequest ?? null,
    jobRequestType: options.type ?? options.jobRequest?.type ?? 'job',
    requestTarget,
    // SPEC §3: "selectedTalent (set only when direct, otherwise empty)".
    selectedTalent: requestTarget === 'direct' ? (options.talent ?? null) : null,
  };
}

/** SPEC §4: "closing clears the selected talent". */
export const closedJobModal = (state: JobModalState): JobModalState => ({
  ...state,
  open: false,
  selectedTalent: null,
});
