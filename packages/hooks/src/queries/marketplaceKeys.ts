/**
 * The query keys of the services marketplace (issue 18), beside `queryKeys` rather than in it:
 * only the marketplace's hooks and the live stream use them. One prefix, so a write or a live
 * `marketplace_order` event refreshes every marketplace read at once.
 */
export const marketplaceKeys = {
  all: () => ['/api/marketplace'] as const,
  services: () => ['/api/marketplace', 'services'] as const,
  serviceList: (query: object = {}) => ['/api/marketplace', 'services', 'list', query] as const,
  service: (id: number) => ['/api/marketplace', 'services', id] as const,
  sellers: () => ['/api/marketplace', 'sellers'] as const,
  orders: () => ['/api/marketplace', 'orders'] as const,
  orderList: (query: object = {}) => ['/api/marketplace', 'orders', 'list', query] as const,
  order: (id: number) => ['/api/marketplace', 'orders', id] as const,
  reviews: (query: object = {}) => ['/api/marketplace', 'reviews', query] as const,
  disputes: () => ['/api/marketplace', 'admin', 'disputes'] as const,
  adminOrder: (id: number) => ['/api/marketplace', 'admin', 'orders', id] as const,
};
