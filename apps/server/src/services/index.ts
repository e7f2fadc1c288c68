/**
 * The services the routes call (ARCHITECTURE: routes validate and call services; services own
 * transactions and rules). Built once per app from the database, the config and the clock.
 */
import { createBackgroundWork } from './background';
import { createBidService } from './bids';
import { CHECKIN_REMINDERS_INTERVAL_MS, createCheckinService } from './checkins';
import { createCollectiveService } from './collectives';
import { createCompanyService } from './companies';
import { createConversationService } from './conversations';
import { createEmbedTokenService, EMBED_TOKEN_PURGE_INTERVAL_MS } from './embedTokens';
import { createEventService, EVENT_TIMERS_INTERVAL_MS } from './events';
import { createLibraryService } from './library';
import { createMarketplaceService, MARKETPLACE_TIMERS_INTERVAL_MS } from './marketplace';
import { createLiveService, LIVE_PURGE_INTERVAL_MS } from './live';
import { createNotificationService } from './notifications';
import { createStickyMessageService, STICKY_ENDED_INTERVAL_MS } from './stickyMessages';
import { createAuthRateLimiter, SWEEP_EVERY_MS } from './authRateLimiter';
import { createExternalJobService } from './externalJobs';
import { createFeedService } from './feed';
import { createInsightsService } from './insights';
import { createJobRequestService } from './jobRequests';
import { RECENT_PRUNE_INTERVAL_MS } from './jobRequests/browse';
import { createMailService, OUTBOX_TRIM_INTERVAL_MS } from './mail';
import { createPasswordHasher } from './passwordPool';
import { createPartnerService } from './partners';
import { createPasswordResetService } from './passwordResets';
import { createPaymentProvider } from './payments';
import { createPlanService } from './plans';
import { createPrivacyService } from './privacy';
import { createScheduler } from './scheduler';
import { createSavedJobService } from './savedJobs';
import { createSessionService } from './sessions';
import { createSkillService } from './skills';
import { createSkillTrendService } from './skillTrends';
import { createStorage } from './storage';
import { createSubscriptionService } from './subscriptions';
import { createUserService } from './users';
import { createVerificationService, VERIFICATION_EXPIRY_INTERVAL_MS } from './verification';
import type { ServiceDeps } from './deps';

/** How often the local provider's due renewals are looked for. */
const SUBSCRIPTION_RENEWALS_INTERVAL_MS = 60_000;

export function createServices(deps: ServiceDeps) {
  const { db, config, now } = deps;
  const sessions = createSessionService(db, {
    idleSeconds: config.sessionIdleSeconds,
    absoluteSeconds: config.sessionAbsoluteSeconds,
    now,
    // Its cache's invalidations (issue 19, migration 0020).
    listen: deps.listen,
    log: deps.log,
  });
  const background = createBackgroundWork(deps.log);
  // The one storage of uploaded files (issue 17): features get it as a collaborator.
  const storage = createStorage(config);
  const mail = createMailService(deps, { background });
  const passwordHasher = createPasswordHasher(deps);
  const users = createUserService(deps, { hasher: passwordHasher });
  const passwordResets = createPasswordResetService(deps, {
    users,
    mail,
    sessions,
    hasher: passwordHasher,
  });
  const authRateLimiter = createAuthRateLimiter(deps);
  const live = createLiveService(deps);
  const notifications = createNotificationService(deps, { live });
  const companies = createCompanyService(deps, { mail, live });
  const plans = createPlanService(deps);
  const subscriptions = createSubscriptionService(deps, { plans, notifications, live });
  const payments = createPaymentProvider(deps, { plans, subscriptions });
  const jobRequests = createJobRequestService(deps, { notifications });
  const conversations = createConversationService(deps, { live, notifications });
  const bids = createBidService(deps, { subscriptions, notifications, live, conversations });
  const checkins = createCheckinService(deps, { live, notifications });
  const feed = createFeedService(deps, { live, notifications, jobRequests, subscriptions });
  const collectives = createCollectiveService(deps, { live, notifications });
  const events = createEventService(deps, { live, notifications });
  const verification = createVerificationService(deps, { mail, live, notifications, storage });
  const library = createLibraryService(deps, { subscriptions });
  const marketplace = createMarketplaceService(deps, {
    live,
    notifications,
    conversations,
    payments,
  });
  payments.onOrderPaid((tx, checkoutId, completion) =>
    marketplace.orders.completePayment(tx, checkoutId, completion),
  );
  const stickyMessages = createStickyMessageService(deps, { live });
  const partners = createPartnerService(deps);
  const embedTokens = createEmbedTokenService(deps, { sessions, partners });
  const skills = createSkillService(deps);
  const skillTrends = createSkillTrendService(deps);
  const insights = createInsightsService(deps, { subscriptions });
  const externalJobs = createExternalJobService(deps);
  const savedJobs = createSavedJobService(deps);
  const privacy = createPrivacyService(deps, {
    notifications,
    live,
    cancelProviderSubscription: (id) => payments.cancelProviderSubscription(id),
    hasher: passwordHasher,
    storage,
  });

  // Timed work, all of it in one place (issue 14).
  const scheduler = createScheduler(deps);
  scheduler.register({
    name: 'live-events.purge',
    everyMs: LIVE_PURGE_INTERVAL_MS,
    run: () => live.purge(),
  });
  scheduler.register({
    name: 'outbox.trim',
    everyMs: OUTBOX_TRIM_INTERVAL_MS,
    run: () => mail.trimOutbox(),
  });
  scheduler.register({
    name: 'auth-limits.sweep',
    everyMs: SWEEP_EVERY_MS,
    run: () => authRateLimiter.sweep(),
  });
  scheduler.register({
    name: 'sticky-messages.ended',
    everyMs: STICKY_ENDED_INTERVAL_MS,
    run: () => stickyMessages.announceEnded(),
  });
  scheduler.register({
    name: 'subscriptions.renewals',
    everyMs: SUBSCRIPTION_RENEWALS_INTERVAL_MS,
    run: () => subscriptions.runDueRenewals(),
  });
  scheduler.register({
    name: 'embed-tokens.purge',
    everyMs: EMBED_TOKEN_PURGE_INTERVAL_MS,
    run: () => embedTokens.purgeExpired(),
  });
  scheduler.register({
    name: 'checkins.reminders',
    everyMs: CHECKIN_REMINDERS_INTERVAL_MS,
    run: () => checkins.runReminders(),
  });
  scheduler.register({
    name: 'events.offers',
    everyMs: EVENT_TIMERS_INTERVAL_MS,
    run: () => events.runOffers(),
  });
  scheduler.register({
    name: 'events.reminders',
    everyMs: EVENT_TIMERS_INTERVAL_MS,
    run: () => events.runReminders(),
  });
  scheduler.register({
    name: 'marketplace.requirements',
    everyMs: MARKETPLACE_TIMERS_INTERVAL_MS,
    run: () => marketplace.runRequirements(),
  });
  scheduler.register({
    name: 'marketplace.auto-complete',
    everyMs: MARKETPLACE_TIMERS_INTERVAL_MS,
    run: () => marketplace.runAutoComplete(),
  });
  scheduler.register({
    name: 'job-requests.recent-prune',
    everyMs: RECENT_PRUNE_INTERVAL_MS,
    run: () => jobRequests.pruneRecent(),
  });
  scheduler.register({
    name: 'verification.expire',
    everyMs: VERIFICATION_EXPIRY_INTERVAL_MS,
    run: () => verification.expireDue(),
  });

  return {
    scheduler,
    storage,
    background,
    sessions,
    mail,
    users,
    passwordResets,
    passwordHasher,
    authRateLimiter,
    plans,
    subscriptions,
    payments,
    jobRequests,
    skills,
    skillTrends,
    insights,
    externalJobs,
    savedJobs,
    live,
    notifications,
    conversations,
    bids,
    checkins,
    collectives,
    events,
    library,
    marketplace,
    verification,
    feed,
    stickyMessages,
    privacy,
    partners,
    embedTokens,
    companies,
  };
}
export type Services = ReturnType<typeof createServices>;
