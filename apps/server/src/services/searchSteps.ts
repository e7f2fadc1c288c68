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
