import type { Transport } from '../client/types';
import type { ExternalJob, ExternalJobPage, ExternalJobsQueryInput } from '../schemas/externalJob';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/** The external job feed (SPEC §7 prefix /api/airtable/jobs; designed with issue 3). */
export function externalJobsApi(t: Transport) {
  return {
    /** GET /api/airtable/jobs: a page of external jobs, newest first. */
    list: (query?: ExternalJobsQueryInput, options?: CallOptions) =>
      t.read<ExternalJobPage>('/api/airtable/jobs', { ...options, query: toQuery(query) }),
    /** GET /api/airtable/jobs/{id}: one external job by its "rec…" id. */
    get: (id: string, options?: CallOptions) =>
      t.read<ExternalJob>(`/api/airtable/jobs/${encodeURIComponent(id)}`, { ...options }),
  };
}
export type ExternalJobsApi = ReturnType<typeof externalJobsApi>;
