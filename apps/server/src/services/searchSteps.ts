/**
 * The SELECTs of a search's steps (browse's recent requests then every match; talent search's
 * probe, window and every match), each built when first read and then kept. Building a query
 * with Drizzle costs the server about as much as a step's SQL costs PostgreSQL (0.1–0.8 ms on the
 * 2-core machine), and most searches end in their first step, so the others are never built.
 */
export function lazySteps<T extends object>(build: { [K in keyof T]: () => T[K] }): T {
  const steps = {} as T;
  for (const key of Object.keys(build) as (keyof T)[]) {
    let built: { value: T[keyof T] } | undefined;
    Object.defineProperty(steps, key, {
      enumerable: true,
      get: () => (built ??= { value: build[key]() }).value,
    });
  }
  return steps;
}

/**
 * Names for the prepared statements of steps whose plan does not depend on their values, so that
 * PostgreSQL plans them once per connection (its generic plan, after five custom ones) instead of
 * at every search: browse's recent step (always the recent table's GIN index, then 100 rows by id)
 * and talent search's probe and window (always the newest profiles by index, then a filter).
 * Planning was 0.5–1 ms of the 4–5 ms of PostgreSQL CPU a browse search took on the 2-core
 * machine. Steps whose plan does depend on the values (every match: a GIN bitmap or an index walk,
 * by how many rows match) stay unnamed and are planned with their values. Each call gives a new
 * name: pg refuses one name for two texts. PGlite ignores the names.
 */
export function statementNames(prefix: string): () => string {
  let count = 0;
  return () => `${prefix}_${++count}`;
}

/**
 * A search's prepared SELECTs per shape of page: made by `prepare` when a page of that shape first
 * needs them, then reused with each page's values; at most `max` shapes kept, the oldest dropped
 * first. A shape is a plain object of what decides the SQL text, never the values (`browsePlan`,
 * `talentPlan`), keyed by its JSON.
 */
export function preparedShapes<S, P>(max: number, prepare: (shape: S) => P): (shape: S) => P {
  const kept = new Map<string, P>();
  return (shape) => {
    const key = JSON.stringify(shape);
    let prepared = kept.get(key);
    if (prepared === undefined) {
      prepared = prepare(shape);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(key, prepared);
    }
    return prepared;
  };
}
