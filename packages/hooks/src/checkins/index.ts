export { invalidateCheckins } from './invalidateCheckins';
export { useAdminCheckinEngagements, useAdminCheckinStats } from './useAdminCheckins';
export { useCheckinHistory } from './useCheckinHistory';
export {
  useEngagementStatus,
  useReviewCheckin,
  useSetCheckinSchedule,
  useSubmitCheckin,
} from './useCheckinMutations';
export { useDueCheckins } from './useDueCheckins';
export { useEngagement } from './useEngagement';
export { useEngagements } from './useEngagements';

export type {
  EngagementStatusInput,
  ReviewCheckinInput,
  SetScheduleInput,
  SubmitCheckinInput,
} from './useCheckinMutations';
