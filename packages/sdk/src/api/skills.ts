import type { Transport } from '../client/types';
import type { Skill } from '../schemas/skill';
import type { CallOptions } from './callOptions';

/** The skills database (SPEC §7). */
export function skillsApi(t: Transport) {
  return {
    /** GET /api/skills: every skill. */
    list: (options?: CallOptions) => t.read<Skill[]>('/api/skills', { ...options }),
  };
}
export type SkillsApi = ReturnType<typeof skillsApi>;
