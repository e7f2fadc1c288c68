/**
 * The seed's pseudo-random numbers (issue 20): mulberry32, a 32-bit generator that is small,
 * fast and the same on every platform, so one seed and one origin always give the same data.
 */

/** A number in [0, 1) on each call. */
export type Rng = () => number;

/** The seed every demo database is built from. */
export const DEMO_SEED = 20_261_127;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
