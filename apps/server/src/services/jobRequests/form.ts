/**
 * The job-request form beyond its schema: the sdk's `jobRequestFormSchema` (which the route parses
 * with) has checked and normalised everything that needs no database (SPEC §4, §5: required texts,
 * rate order and limits, skills listed once, the fixed price); what is left here needs the
 * database — skills and a talent that exist — and the column values the form is stored as.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { JOB_REQUEST_FORM_FIELDS, type JobRequestForm } from '@hireloop/sdk/schemas';
import type { Db } from '../../db';
import { skills, users } from '../../db/schema';
import { fieldErrors, type FieldProblem } from '../../errors';
import { isInt4Id } from '../pageCursor';

/** The calendar date of an ISO date or timestamp as written (`2025-03-01T23:00:00-05:00` → 2025-03-01). */
const toDeadline = (value: string | undefined) => (value === undefined ? null : value.slice(0, 10));

/** The form check of a service (it reads skills and users from `db`). */
export function createFormValidation(db: Db) {
  /** The skills and the talent the form names must exist. All problems at once. */
  async function validate(form: JobRequestForm, input: unknown): Promise<void> {
    const problems: FieldProblem[] = [];
    if (form.skills.length > 0) {
      const storable = form.skills.filter(isInt4Id);
      const found = storable.length
        ? await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, storable))
        : [];
      const known = new Set(found.map((row) => row.id));
      const unknown = form.skills.filter((id) => !known.has(id));
      if (unknown.length) {
        const noun = unknown.length === 1 ? 'Unknown skill' : 'Unknown skills';
        problems.push({ field: 'skills', message: `${noun}: ${unknown.join(', ')}` });
      }
    }
    if (form.talentId !== undefined) {
      const [talent] = isInt4Id(form.talentId)
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(
              and(eq(users.id, form.talentId), eq(users.role, 'talent'), isNull(users.deletedAt)),
            )
        : [];
      if (!talent) problems.push({ field: 'talentId', message: 'No talent with this id' });
    }
    if (problems.length) throw fieldErrors(problems, input);
  }

  return validate;
}

/** A parsed form with every field it may hold (the schema drops maxRate and talentId at times). */
type Form = JobRequestForm & { maxRate?: number; talentId?: number };
/** The stored value of each form field: the form's, `null` for an optional one it has not. */
type FormColumns = {
  [Field in (typeof JOB_REQUEST_FORM_FIELDS)[number]]-?: undefined extends Form[Field]
    ? Exclude<Form[Field], undefined> | null
    : Form[Field];
};

/**
 * The column values of a parsed form: every field of the sdk's form (`JOB_REQUEST_FORM_FIELDS`),
 * `null` where unset — so an edit clears what the form emptied — and the deadline as a date.
 */
export function values(form: JobRequestForm) {
  const fields: Form = form;
  const columns = Object.fromEntries(
    JOB_REQUEST_FORM_FIELDS.map((field) => [field, fields[field] ?? null]),
  ) as FormColumns;
  return { ...columns, deadline: toDeadline(form.deadline) };
}
