export { useCompanyActivity } from './useCompanyActivity';
export { useInsights } from './useInsights';
export { useRateBenchmarks } from './useRateBenchmarks';
export {
  INSIGHTS_STALE_TIME,
  companyActivityQuery,
  insightsQuery,
  rateBenchmarksQuery,
} from '../queries/insights';
