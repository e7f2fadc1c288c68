/**
 * SPEC §9 "Caching": "query data fresh 5 minutes, kept 1 hour, no retries, no refetch on focus, no
 * polling. Subscription data cached 2 minutes; unread counts 5 minutes; saved jobs 30 s; user
 * query stale time 0, 1 retry after 1000 ms. Mutations are not retried." SPEC §7 adds the
 * notifications refetch "every 5 minutes and on focus"; SPEC §8 the plans fetch "retries 3 times
 * at 1 s intervals". All in milliseconds.
 */
export const CACHING = {
  staleTime: 5 * 60_000,
  gcTime: 60 * 60_000,
  subscriptionStaleTime: 2 * 60_000,
  unreadCountsStaleTime: 5 * 60_000,
  savedJobsStaleTime: 30_000,
  userStaleTime: 0,
  userRetries: 1,
  userRetryDelay: 1000,
  notificationsRefetchInterval: 5 * 60_000,
  plansRetries: 3,
  plansRetryDelay: 1000,
} as const;

/**
 * SPEC §9 "Timings", in milliseconds: "post-login refresh 100 ms; refetch 500 ms after a payment
 * redirect; account switch redirects after 50 ms and refetches 200 ms later; hover prefetch 80 ms;
 * modal closable after 2 s". The countdown ticks each second (SPEC §4).
 */
export const TIMINGS = {
  postLoginRefresh: 100,
  paymentReturnRefetch: 500,
  accountSwitchRedirect: 50,
  accountSwitchRefetch: 200,
  hoverPrefetch: 80,
  modalClosableAfter: 2000,
  countdownTick: 1000,
} as const;

/**
 * SPEC §9 "Toasts": "one at a time; default duration 5 s; removal delay 1,000,000 ms; swipe
 * dismiss threshold 50 px; viewport max width 420 px on medium screens".
 */
export const TOASTS = {
  limit: 1,
  duration: 5000,
  removeDelay: 1_000_000,
  swipeThreshold: 50,
  viewportMaxWidth: 420,
} as const;

/**
 * SPEC §9 "Carousel": "drag threshold 10, duration 25; auto-advance 5 s and 4 s" (SPEC §4: 5 s for
 * the employer and talent testimonials, 4 s for the feature carousel).
 */
export const CAROUSEL = {
  dragThreshold: 10,
  duration: 25,
  testimonialInterval: 5000,
  featureInterval: 4000,
} as const;
