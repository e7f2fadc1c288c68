import type { Transport } from '../client/types';
import type { EngagementStatus } from '../vocabulary';
import type {
  AdminCheckinEngagementsQueryInput,
  AdminCheckinStats,
  AdminCheckinsQueryInput,
  Checkin,
  CheckinHistoryQueryInput,
  CheckinPage,
  CheckinReviewInput,
  CheckinSubmitInput,
  Engagement,
  EngagementDetails,
  EngagementsQueryInput,
  ScheduleInputValues,
} from '../schemas/checkin';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

const engagementPath = (id: number) => `/api/engagements/${encodeURIComponent(id)}`;
const checkinPath = (id: number) => `/api/checkins/${encodeURIComponent(id)}`;

/**
 * Job check-ins (issue 16): engagements (started when a bid is accepted), their schedules, the
 * talent's check-ins and the employer's reviews, and the admins' figures.
 */
export function checkinsApi(t: Transport) {
  const setStatus = (id: number, status: EngagementStatus, options?: CallOptions) =>
    t.request<EngagementDetails>(engagementPath(id), {
      ...options,
      method: 'PATCH',
      body: { status },
    });
  return {
    /** GET /api/engagements: the caller's engagements on one side, with filters. */
    engagements: (query: EngagementsQueryInput, options?: CallOptions) =>
      t.read<Engagement[]>('/api/engagements', { ...options, query: toQuery(query) }),
    /** GET /api/engagements/{id}: one engagement with its recent check-ins. */
    engagement: (id: number, options?: CallOptions) =>
      t.read<EngagementDetails>(engagementPath(id), { ...options }),
    /** PUT /api/engagements/{id}/schedule (the employer): cadence, time, time zone, questions. */
    setSchedule: (id: number, body: ScheduleInputValues, options?: CallOptions) =>
      t.request<EngagementDetails>(`${engagementPath(id)}/schedule`, {
        ...options,
        method: 'PUT',
        body,
      }),
    /** PATCH /api/engagements/{id} `{ status }` (the employer): pause or resume. */
    setStatus,
    /** PATCH /api/engagements/{id} `{ status: 'paused' }`. */
    pause: (id: number, options?: CallOptions) => setStatus(id, 'paused', options),
    /** PATCH /api/engagements/{id} `{ status: 'active' }`. */
    resume: (id: number, options?: CallOptions) => setStatus(id, 'active', options),
    /** GET /api/checkins/due (the talent): what is due, late, or sent back for changes. */
    due: (options?: CallOptions) => t.read<Checkin[]>('/api/checkins/due', { ...options }),
    /** GET /api/checkins (the talent): their history, newest first, paged. */
    history: (query?: CheckinHistoryQueryInput, options?: CallOptions) =>
      t.read<CheckinPage>('/api/checkins', { ...options, query: toQuery(query) }),
    /** PUT /api/checkins/{id} (the talent): submit or edit the answers until reviewed. */
    submit: (id: number, body: CheckinSubmitInput, options?: CallOptions) =>
      t.request<Checkin>(checkinPath(id), { ...options, method: 'PUT', body }),
    /** POST /api/checkins/{id}/review (the employer): acknowledge, or ask for changes. */
    review: (id: number, body: CheckinReviewInput, options?: CallOptions) =>
      t.request<Checkin>(`${checkinPath(id)}/review`, { ...options, method: 'POST', body }),
    /** GET /api/admin/check-ins (admins): overdue and missed rates, open blockers, by group. */
    adminStats: (query?: AdminCheckinsQueryInput, options?: CallOptions) =>
      t.read<AdminCheckinStats>('/api/admin/check-ins', { ...options, query: toQuery(query) }),
    /** GET /api/admin/check-ins/engagements (admins): one company's or talent's engagements. */
    adminEngagements: (query: AdminCheckinEngagementsQueryInput, options?: CallOptions) =>
      t.read<Engagement[]>('/api/admin/check-ins/engagements', {
        ...options,
        query: toQuery(query),
      }),
  };
}
export type CheckinsApi = ReturnType<typeof checkinsApi>;
