import { useMutation } from '@tanstack/react-query';
import type {
  CheckinReviewInput,
  CheckinSubmitInput,
  EngagementStatus,
  ScheduleInputValues,
} from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { invalidateCheckins } from './invalidateCheckins';

export interface SubmitCheckinInput extends CheckinSubmitInput {
  id: number;
}
export interface ReviewCheckinInput extends CheckinReviewInput {
  id: number;
}
export interface SetScheduleInput {
  engagementId: number;
  schedule: ScheduleInputValues;
}
export interface EngagementStatusInput {
  engagementId: number;
  status: EngagementStatus;
}

/** The talent submits or edits a check-in's answers (until it is reviewed). */
export function useSubmitCheckin() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, answers }: SubmitCheckinInput) => client.checkins.submit(id, { answers }),
    onSuccess: () => invalidateCheckins(queryClient),
  });
}

/** The employer acknowledges a submitted check-in, or asks for changes with a comment. */
export function useReviewCheckin() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, ...review }: ReviewCheckinInput) => client.checkins.review(id, review),
    onSuccess: () => invalidateCheckins(queryClient),
  });
}

/** The employer sets an engagement's schedule: cadence, time, time zone and questions. */
export function useSetCheckinSchedule() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ engagementId, schedule }: SetScheduleInput) =>
      client.checkins.setSchedule(engagementId, schedule),
    onSuccess: async (engagement) => {
      queryClient.setQueryData(queryKeys.engagement(engagement.id), engagement);
      await invalidateCheckins(queryClient);
    },
  });
}

/** The employer pauses an engagement (a vacation: nothing falls due) or resumes it. */
export function useEngagementStatus() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ engagementId, status }: EngagementStatusInput) =>
      client.checkins.setStatus(engagementId, status),
    onSuccess: async (engagement) => {
      queryClient.setQueryData(queryKeys.engagement(engagement.id), engagement);
      await invalidateCheckins(queryClient);
    },
  });
}
