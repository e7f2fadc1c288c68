/**
 * The job-request form beyond its schema: the checks that need the database or the column types,
 * and the column values a validated, normalised form is stored as.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { JobRequestForm } from '@hireloop/sdk/schemas';
import type { Db } from '../../db';
import { skills, users } from '../../db/schema';
import { fieldErrors, type FieldProblem } from '../../errors';
import { isInt4Id } from '../pageCursor';

/** The largest amount a `numeric(12, 2)` rate column holds. */
export const MAX_RATE = 9_999_999_999.99;
/** Most skills one request may list (as many as a browse filter may name). */
export const MAX_SKILLS = 50;

const hasNul = (value: string | undefined) => value !== undefined && value.includes('\u0000');

/** The calendar date of an ISO date or timestamp as written (`2025-03-01T23:00:00-05:00` → 2025-03-01). */
const toDeadline = (value: string | undefined) => (value === undefined ? null : value.slice(0, 10));

/** The form check of a service (it reads skills and users from `db`). */
export function createFormValidation(db: Db) {
  /**
   * What the schema cannot know: the rate order, rates the column can hold, skills and the talent
   * that exist, no NUL characters (PostgreSQL text cannot store them). All problems at once.
   */
  async function validate(form: JobRequestForm, input: unknown): Promise<void> {
    const problems: FieldProblem[] = [];
    for (const field of ['title', 'description', 'location', 'department'] as const) {
      if (hasNul(form[field])) problems.push({ field, message: 'Invalid character' });
    }
    for (const field of ['minRate', 'maxRate'] as const) {
      const rate = form[field];
      if (rate !== undefined && rate > MAX_RATE) {
        problems.push({ field, message: `Number must be less than or equal to ${MAX_RATE}` });
      }
    }
    if (form.minRate !== undefined && form.maxRate !== undefined && form.minRate > form.maxRate) {
      problems.push({
        field: 'maxRate',
        message: 'Maximum rate must be at least the minimum rate',
      });
    }
    if (form.deadline !== undefined && form.deadline.startsWith('0000')) {
      problems.push({ field: 'deadline', message: 'Invalid date' });
    }

    const ids = [...new Set(form.skills)];
    if (ids.length > MAX_SKILLS) {
      problems.push({
        field: 'skills',
        message: `Array must contain at most ${MAX_SKILLS} element(s)`,
      });
    } else if (ids.length > 0) {
      const storable = ids.filter(isInt4Id);
      const found = storable.length
        ? await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, storable))
        : [];
      const known = new Set(found.map((row) => row.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) {
        const noun = unknown.length === 1 ? 'Unknown skill' : 'Unknown skills';
        problems.push({ field: 'skills', message: `${noun}: ${unknown.join(', ')}` });
      }
    }

    if (form.requestTarget === 'direct' && form.talentId !== undefined) {
      const [talent] = isInt4Id(form.talentId)
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, form.talentId), eq(users.role, 'talent')))
        : [];
      if (!talent) problems.push({ field: 'talentId', message: 'No talent with this id' });
    }
    if (problems.length) throw fieldErrors(problems, input);
  }

  return validate;
}

/** The column values of a validated, normalised form. */
export function values(form: JobRequestForm) {
  const direct = form.requestTarget === 'direct';
  return {
    title: form.title,
    description: form.description,
    type: form.type,
    minRate: form.minRate ?? null,
    maxRate: form.maxRate ?? null,
    rateType: form.rateType,
    location: form.location ?? null,
    locationType: form.locationType ?? null,
    department: form.department ?? null,
    experience: form.experience ?? null,
    duration: form.duration ?? null,
    skills: [...new Set(form.skills)],
    deadline: toDeadline(form.deadline),
    requestTarget: form.requestTarget,
    // A public request goes to nobody in particular, whatever talentId the form still holds.
    talentId: direct ? (form.talentId ?? null) : null,
  };
}
