/**
 * `@hireloop/ui/insights` (issue 16): the employer's insights — charts (recharts), their tables
 * with CSV export, the period picker, rate benchmarks, the dashboard and its connected page. Its
 * own entry, so recharts is loaded only by an app's insights page (import it lazily there), never
 * with `@hireloop/ui`.
 */
export * from './marketplace/insights';
export { ConnectedInsightsPage } from './connected/connected-insights-page';
export type { ConnectedInsightsPageProps } from './connected/connected-insights-page';
