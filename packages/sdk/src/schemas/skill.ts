import * as z from 'zod/mini';
import { idSchema } from './fields';

/** A skill of the skills database (SPEC §3: id, name). */
export const skillSchema = z.object({ id: idSchema, name: z.string() });
export type Skill = z.output<typeof skillSchema>;

/** The answer of GET /api/skills: every skill, sorted by name (not shown: not paged). */
export const skillListSchema = z.array(skillSchema);
