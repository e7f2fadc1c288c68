/**
 * The query keys of issue 17's features (events, collectives, the career feed), beside
 * `queryKeys` rather than in it: only those features' hooks and the live stream use them, so they
 * load with those pages instead of every page's core.
 */
export const communityKeys = {
  // Issue 17: events (one prefix: a live `event` refreshes every events read).
  events: () => ['/api/events'] as const,
  eventList: (query: object = {}) => ['/api/events', 'list', query] as const,
  eventHosts: () => ['/api/events', 'hosts'] as const,
  event: (id: number) => ['/api/events', id] as const,
  eventRegistrations: (id: number) => ['/api/events', id, 'registrations'] as const,
  // Issue 17: collectives (one prefix: a live `collective` refreshes every collectives read).
  collectives: () => ['/api/collectives'] as const,
  collectiveList: (query: object = {}) => ['/api/collectives', 'list', query] as const,
  myCollectives: () => ['/api/collectives', 'mine'] as const,
  collective: (idOrSlug: number | string) => ['/api/collectives', String(idOrSlug)] as const,
  /** Under the events' prefix: a live `event` refreshes it too. */
  collectiveEvents: (id: number) => ['/api/events', 'collective', id] as const,
  // Issue 17: the career feed (one prefix: a change refreshes every feed read).
  feed: () => ['/api/feed'] as const,
  feedList: (order: string) => ['/api/feed', 'list', order] as const,
  feedNewPosts: () => ['/api/feed', 'new-posts'] as const,
  feedComments: (postId: number) => ['/api/feed', 'comments', postId] as const,
  feedFollows: () => ['/api/feed', 'follows'] as const,
  feedModeration: () => ['/api/admin/feed/reports'] as const,
};
