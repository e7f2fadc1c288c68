import type { Transport } from '../client/types';
import type { OkResponse } from '../schemas/ok';
import type { SaveJob, SavedJob } from '../schemas/savedJob';
import type { CallOptions } from './callOptions';

/** Saved jobs on the server (SPEC §7 GET /api/saved/jobs; add and remove designed with issue 3). */
export function savedApi(t: Transport) {
  return {
    /** GET /api/saved/jobs: the user's saved jobs; `null` when signed out (SPEC §8 tolerates 401). */
    jobs: (options?: CallOptions) => t.read<SavedJob[]>('/api/saved/jobs', { ...options }),
    /** POST /api/saved/jobs: saves one; saving twice is a no-op. */
    saveJob: (body: SaveJob, options?: CallOptions) =>
      t.request<SavedJob>('/api/saved/jobs', { ...options, method: 'POST', body }),
    /** DELETE /api/saved/jobs/{id}: removes one by its saved-item id. */
    removeJob: (id: number, options?: CallOptions) =>
      t.request<OkResponse>(`/api/saved/jobs/${encodeURIComponent(id)}`, {
        ...options,
        method: 'DELETE',
      }),
  };
}
export type SavedApi = ReturnType<typeof savedApi>;
