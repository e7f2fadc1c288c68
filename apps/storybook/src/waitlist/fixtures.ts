import { WAITLIST_TASKS, type Plan } from '@hireloop/sdk';

// Talent Lite plans as GET /api/subscription/plans?role=talent answers them: prices in cents.
// $51.99 a year against $14.99 a month is the 71 % saving of `TEXTS.plans.liteAnnual`.
export const litePlans: Plan[] = [
  {
    id: 'talent-lite-month',
    name: 'Lite Monthly',
    description: 'Skip the waitlist and send proposals on every public request.',
    price: 1499,
    interval: 'month',
    stripePriceId: 'price_lite_month',
    role: 'talent',
  },
  {
    id: 'talent-lite-year',
    name: 'Lite Annual',
    description: 'Everything in Lite, billed once a year.',
    price: 5199,
    interval: 'year',
    stripePriceId: 'price_lite_year',
    role: 'talent',
  },
  {
    id: 'talent-lite-lifetime',
    name: 'Lite Lifetime',
    description: 'Pay once, keep Lite for good.',
    price: 14900,
    interval: 'one-time',
    stripePriceId: 'price_lite_lifetime',
    role: 'talent',
  },
];

/** The four tasks of SPEC §5, none done. */
export const openTasks = WAITLIST_TASKS.map((task) => ({ ...task, done: false }));

/** The two tasks that can be done (profile and skills) done. */
export const progressedTasks = WAITLIST_TASKS.map((task) => ({
  ...task,
  done: task.id === 'profile' || task.id === 'skills',
}));
