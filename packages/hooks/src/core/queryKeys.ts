import type { AccountType, Role } from '@hireloop/sdk';

/**
 * Every query key. SPEC §7: "A read is a GET to the first element of its query key", so each key
 * starts with the API path it reads; invalidating a path (`['/api/job-requests']`) refreshes every
 * query under it. The rest of the key holds the parameters.
 */
export const queryKeys = {
  user: () => ['/api/user'] as const,
  profiling: () => ['/api/user/profiling'] as const,
  profile: (userId: number) => ['/api/profile', userId] as const,
  talentSearch: (query: object = {}) => ['/api/profile/talent', query] as const,
  subscriptions: () => ['/api/stripe/subscription'] as const,
  subscription: (accountType: AccountType) => ['/api/stripe/subscription', accountType] as const,
  stripeConfig: () => ['/api/stripe/config'] as const,
  plans: (role: Role) => ['/api/subscription/plans', role] as const,
  usage: () => ['/api/subscription/usage'] as const,
  jobRequests: () => ['/api/job-requests'] as const,
  ownJobRequests: (query: object = {}) => ['/api/job-requests', 'own', query] as const,
  jobRequest: (id: number) => ['/api/job-requests', id] as const,
  browseJobRequests: (query: object = {}) => ['/api/job-requests/browse', query] as const,
  bids: () => ['/api/bids'] as const,
  bid: (id: number) => ['/api/bids', id] as const,
  sentBids: (query: object = {}) => ['/api/bids/sent', query] as const,
  receivedBids: (query: object = {}) => ['/api/bids/received', query] as const,
  conversations: () => ['/api/messages/conversations'] as const,
  // Issue 20: the "New message" search.
  messagePeople: (query: object = {}) => ['/api/messages/people', query] as const,
  messages: (conversationId: number) => ['/api/messages', conversationId] as const,
  allMessages: () => ['/api/messages'] as const,
  groups: () => ['/api/groups'] as const,
  group: (id: number) => ['/api/groups', id] as const,
  groupInvitations: () => ['/api/groups/invitations'] as const,
  notifications: () => ['/api/notifications'] as const,
  notificationList: (query: object = {}) => ['/api/notifications', query] as const,
  stickyMessages: () => ['/api/admin/sticky-messages'] as const,
  stickyUnreadCount: () => ['/api/admin/sticky-messages/unread-count'] as const,
  manageStickyMessages: () => ['/api/admin/sticky-messages/manage'] as const,
  partners: () => ['/api/admin/partners'] as const,
  // Insights (issue 16)
  insights: (query: object = {}) => ['/api/insights', query] as const,
  rateBenchmarks: (query: object) => ['/api/insights/benchmarks', query] as const,
  companyActivity: () => ['/api/insights/activity'] as const,
  // Teams (issue 16)
  team: () => ['/api/team'] as const,
  teamActivity: (query: object = {}) => ['/api/team/activity', query] as const,
  companies: () => ['/api/companies'] as const,
  invite: (token: string) => ['/api/invites', token] as const,
  unreadCounts: () => ['/api/unread-counts'] as const,
  skills: () => ['/api/skills'] as const,
  skillTrends: (query: object = {}) => ['/api/skill-trends', query] as const,
  skillTrend: (skillId: number) => ['/api/skill-trends', skillId] as const,
  savedJobs: () => ['/api/saved/jobs'] as const,
  externalJobs: (query: object = {}) => ['/api/airtable/jobs', query] as const,
  externalJob: (id: string) => ['/api/airtable/jobs', id] as const,
  // Job check-ins (issue 16)
  engagements: () => ['/api/engagements'] as const,
  engagementList: (query: object) => ['/api/engagements', 'list', query] as const,
  engagement: (id: number) => ['/api/engagements', id] as const,
  checkins: () => ['/api/checkins'] as const,
  checkinHistory: (query: object = {}) => ['/api/checkins', query] as const,
  dueCheckins: () => ['/api/checkins/due'] as const,
  adminCheckins: () => ['/api/admin/check-ins'] as const,
  adminCheckinStats: (query: object = {}) => ['/api/admin/check-ins', query] as const,
  adminCheckinEngagements: (query: object) => ['/api/admin/check-ins/engagements', query] as const,
} as const;
