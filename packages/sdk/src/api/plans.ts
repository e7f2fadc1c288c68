import type { Transport } from '../client/types';
import type { Plan } from '../schemas/plan';
import type { Role } from '../vocabulary';
import type { CallOptions } from './callOptions';

/**
 * Subscription plans (SPEC §7). `now` stamps the talent request's `timestamp`.
 * @param now the clock, ms since the epoch. @default Date.now
 */
export function plansApi(t: Transport, now: () => number = Date.now) {
  return {
    /**
     * GET /api/subscription/plans?role=…: the plans of a role. SPEC §7: "talent adds a timestamp
     * and no-cache headers" — `timestamp` is the current time in ms.
     */
    list: (role: Role, options?: CallOptions) =>
      role === 'talent'
        ? t.read<Plan[]>('/api/subscription/plans', {
            ...options,
            query: { role, timestamp: now() },
            headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
          })
        : t.read<Plan[]>('/api/subscription/plans', { ...options, query: { role } }),
  };
}
export type PlansApi = ReturnType<typeof plansApi>;
