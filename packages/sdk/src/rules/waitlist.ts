/**
 * Waitlist figures of SPEC §9: "queue position 120, 119 people ahead, 12,980 helped. Wait
 * estimate uses a replacement rate of 20 per week".
 */
export const WAITLIST = {
  position: 120,
  peopleAhead: 119,
  helped: 12980,
  replacementRatePerWeek: 20,
} as const;

/** SPEC §9: "weeks = people ahead / 20, rounded" (`Math.round`, so 119 ahead gives 6 weeks). */
export const waitlistWeeks = (peopleAhead: number): number =>
  Math.round(peopleAhead / WAITLIST.replacementRatePerWeek);

/** How many people one completed task removes from a queue of `ahead` people (see below). */
function taskReduction(ahead: number): number {
  if (ahead < 50) return Math.max(1.5 * 10, 3);
  return Math.max(Math.round(ahead * (ahead < 500 ? 0.05 : 0.03)), 10);
}

/**
 * People ahead after `completedTasks` tasks. SPEC §9: "Progress per completed task: people ahead
 * under 50 gives max(1.5 x 10, 3); under 500 gives max(5% of people ahead, 10); otherwise
 * max(3%, 10). Three or more completed tasks give a further 10% of people ahead. The count never
 * falls below 1."
 *
 * Choices, because SPEC's arithmetic is ambiguous:
 * - the reduction is applied once per completed task, each time against the count left by the
 *   previous task (so the tier is re-chosen as the queue shrinks);
 * - "max(1.5 x 10, 3)" is read literally: 15 people per task under 50;
 * - percentages are rounded to whole people (`Math.round`) before taking the max;
 * - the further 10 % is applied once, after the per-task reductions, when 3 or more tasks are
 *   done (rounded the same way);
 * - the count is clamped to at least 1 after every step; inputs are rounded to integers, a
 *   non-finite or negative task count reads as 0 and a non-finite people-ahead count as 1.
 * Only two of the four waitlist tasks can ever be counted (SPEC §5), so in the product the extra
 * 10 % never triggers; it is implemented for completeness.
 */
export function waitlistPeopleAhead(peopleAhead: number, completedTasks: number): number {
  let ahead = Number.isFinite(peopleAhead) ? Math.max(1, Math.round(peopleAhead)) : 1;
  const tasks = Number.isFinite(completedTasks) ? Math.max(0, Math.floor(completedTasks)) : 0;
  for (let done = 0; done < tasks && ahead > 1; done++) {
    ahead = Math.max(1, ahead - taskReduction(ahead));
  }
  if (tasks >= 3) ahead = Math.max(1, ahead - Math.round(ahead * 0.1));
  return ahead;
}
