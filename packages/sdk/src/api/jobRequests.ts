import type { Transport } from '../client/types';
import type { JobRequestStatus } from '../vocabulary';
import type { JobRequest, JobRequestDetails, JobRequestPage } from '../schemas/jobRequest';
import type { JobRequestFormInput } from '../schemas/jobRequestForm';
import type {
  BrowseJobRequestsQueryInput,
  OwnJobRequestsQueryInput,
} from '../schemas/jobRequestQuery';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/** Job requests (SPEC §7; listings and status designed with issue 3). */
export function jobRequestsApi(t: Transport) {
  return {
    /** POST /api/job-requests: creates one (403 `TEXTS.subscriptionRequired` without a subscription). */
    create: (form: JobRequestFormInput, options?: CallOptions) =>
      t.request<JobRequest>('/api/job-requests', { ...options, method: 'POST', body: form }),
    /** PATCH /api/job-requests/{id}: replaces the form fields (owner only; others get 404). */
    update: (id: number, form: JobRequestFormInput, options?: CallOptions) =>
      t.request<JobRequest>(`/api/job-requests/${encodeURIComponent(id)}`, {
        ...options,
        method: 'PATCH',
        body: form,
      }),
    /** PATCH /api/job-requests/{id}/status: pauses, closes, fills or reopens one (owner only). */
    setStatus: (id: number, status: JobRequestStatus, options?: CallOptions) =>
      t.request<JobRequest>(`/api/job-requests/${encodeURIComponent(id)}/status`, {
        ...options,
        method: 'PATCH',
        body: { status },
      }),
    /** GET /api/job-requests/{id}: one request the user may see. */
    get: (id: number, options?: CallOptions) =>
      t.read<JobRequestDetails>(`/api/job-requests/${encodeURIComponent(id)}`, { ...options }),
    /** GET /api/job-requests: the employer's own requests with bids counts, newest first. */
    listOwn: (query?: OwnJobRequestsQueryInput, options?: CallOptions) =>
      t.read<JobRequestPage>('/api/job-requests', { ...options, query: toQuery(query) }),
    /** GET /api/job-requests/browse: public requests and direct ones to this talent, filtered. */
    browse: (query?: BrowseJobRequestsQueryInput, options?: CallOptions) =>
      t.read<JobRequestPage>('/api/job-requests/browse', { ...options, query: toQuery(query) }),
  };
}
export type JobRequestsApi = ReturnType<typeof jobRequestsApi>;
