import type { Skill } from '@hireloop/sdk';

/** Skill names by id, as the cards look them up (SPEC §3: job requests and profiles hold ids). */
export type SkillNames = ReadonlyMap<number, string>;

/** The lookup the cards take, from the skills list (`GET /api/skills`). */
export const toSkillNames = (skills: readonly Skill[]): SkillNames =>
  new Map(skills.map((skill) => [skill.id, skill.name]));

/** The names of `ids` in their order; ids the lookup does not know are left out. */
export const namesOf = (ids: readonly number[], names: SkillNames | undefined): string[] =>
  names ? ids.flatMap((id) => names.get(id) ?? []) : [];
