/** The skills database (SPEC §3 Skill: id, name): the catalogue job requests and profiles refer to. */
import type { Skill } from '@hireloop/sdk/schemas';
import { skills } from '../db/schema';
import type { ServiceDeps } from './deps';

/**
 * Sorted in JavaScript rather than by `ORDER BY name`: PGlite and a PostgreSQL server may have
 * different collations, and the list must read the same on both ("C#", "c++", "Go" in one order).
 */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function createSkillService(deps: ServiceDeps) {
  const { db } = deps;
  return {
    /** GET /api/skills: every skill, sorted by name (case-insensitive), ties by id. */
    async list(): Promise<Skill[]> {
      const rows = await db.select({ id: skills.id, name: skills.name }).from(skills);
      return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
    },
  };
}
export type SkillService = ReturnType<typeof createSkillService>;
