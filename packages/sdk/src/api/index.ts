import type { Transport } from '../client/types';
import { accountApi } from './account';
import { authApi } from './auth';
import { bidsApi } from './bids';
import { checkinsApi } from './checkins';
import { embedApi } from './embed';
import { externalJobsApi } from './externalJobs';
import { groupsApi } from './groups';
import { insightsApi } from './insights';
import { jobRequestsApi } from './jobRequests';
import { messagesApi } from './messages';
import { notificationsApi } from './notifications';
import { partnersApi } from './partners';
import { plansApi } from './plans';
import { profileApi } from './profile';
import { savedApi } from './saved';
import { skillsApi } from './skills';
import { skillTrendsApi } from './skillTrends';
import { stickyMessagesApi } from './stickyMessages';
import { subscriptionApi } from './subscription';
import { teamApi } from './team';
import { unreadCountsApi } from './unreadCounts';

/** Options of {@link createEndpoints}. */
export interface EndpointOptions {
  /** The clock for the talent plans `timestamp`, ms since the epoch. @default Date.now */
  now?: () => number;
}

/**
 * Every endpoint function over one transport, grouped by domain (`auth.login(...)`,
 * `jobRequests.create(...)`, …). The functions send typed payloads and return typed answers; they
 * do not validate at runtime (the server validates with the same schemas).
 */
export function createEndpoints(t: Transport, options: EndpointOptions = {}) {
  return {
    auth: authApi(t),
    account: accountApi(t),
    subscription: subscriptionApi(t),
    plans: plansApi(t, options.now),
    jobRequests: jobRequestsApi(t),
    bids: bidsApi(t),
    checkins: checkinsApi(t),
    messages: messagesApi(t),
    groups: groupsApi(t),
    notifications: notificationsApi(t),
    stickyMessages: stickyMessagesApi(t),
    unreadCounts: unreadCountsApi(t),
    skills: skillsApi(t),
    skillTrends: skillTrendsApi(t),
    saved: savedApi(t),
    profile: profileApi(t),
    externalJobs: externalJobsApi(t),
    partners: partnersApi(t),
    embed: embedApi(t),
    team: teamApi(t),
    insights: insightsApi(t),
  };
}
export type Endpoints = ReturnType<typeof createEndpoints>;

export type { CallOptions } from './callOptions';
export { accountApi, type AccountApi } from './account';
export { authApi, type AuthApi } from './auth';
export { bidsApi, type BidsApi } from './bids';
export { checkinsApi, type CheckinsApi } from './checkins';
export { collectivesApi, type CollectivesApi } from './collectives';
export { embedApi, type EmbedApi } from './embed';
export { eventsApi, type EventsApi } from './events';
export { verificationApi, type VerificationApi } from './verification';
export { externalJobsApi, type ExternalJobsApi } from './externalJobs';
export { feedApi, type FeedApi } from './feed';
export { groupsApi, type GroupsApi } from './groups';
export { insightsApi, type InsightsApi } from './insights';
export { jobRequestsApi, type JobRequestsApi } from './jobRequests';
export { messagesApi, type MessagesApi } from './messages';
export { notificationsApi, type NotificationsApi } from './notifications';
export { partnersApi, type PartnersApi } from './partners';
export { plansApi, type PlansApi } from './plans';
export { profileApi, type ProfileApi } from './profile';
export { savedApi, type SavedApi } from './saved';
export { skillsApi, type SkillsApi } from './skills';
export { skillTrendsApi, type SkillTrendsApi } from './skillTrends';
export { stickyMessagesApi, type StickyMessagesApi } from './stickyMessages';
export { subscriptionApi, type SubscriptionApi } from './subscription';
export { teamApi, type TeamApi } from './team';
export { unreadCountsApi, type UnreadCountsApi } from './unreadCounts';
// Issue 18: the library (not in createEndpoints: its pages build it once per client).
export { libraryApi, type LibraryApi } from './library';
// Issue 18: the services marketplace (not in createEndpoints: built once per client).
export { marketplaceApi, type MarketplaceApi } from './marketplace';
