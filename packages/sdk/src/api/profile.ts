import type { Transport } from '../client/types';
import type {
  Profile,
  ProfilePage,
  ProfileUpdateInput,
  TalentSearchQueryInput,
  UserProfiling,
} from '../schemas/profile';
import type { CallOptions } from './callOptions';
import { toQuery } from './toQuery';

/** Profiles: the user's own (SPEC §7 /api/user/profiling) and other people's (designed here). */
export function profileApi(t: Transport) {
  return {
    /** GET /api/user/profiling: the signed-in user's own profile (what the waitlist reads). */
    me: (options?: CallOptions) => t.read<UserProfiling>('/api/user/profiling', { ...options }),
    /** PATCH /api/user/profiling: updates the own profile; answers it as saved. */
    update: (body: ProfileUpdateInput, options?: CallOptions) =>
      t.request<UserProfiling>('/api/user/profiling', { ...options, method: 'PATCH', body }),
    /** GET /api/profile/{userId}: someone's public profile (talent and profile pages). */
    get: (userId: number, options?: CallOptions) =>
      t.read<Profile>(`/api/profile/${encodeURIComponent(userId)}`, { ...options }),
    /** GET /api/profile/talent: talent profiles for the explorer and the direct-request picker. */
    searchTalent: (query?: TalentSearchQueryInput, options?: CallOptions) =>
      t.read<ProfilePage>('/api/profile/talent', { ...options, query: toQuery(query) }),
  };
}
export type ProfileApi = ReturnType<typeof profileApi>;
