export { useExternalJob } from './useExternalJob';
export { useExternalJobs } from './useExternalJobs';
export { useSkills } from './useSkills';
export { useSkillTrend } from './useSkillTrend';
export { useSkillTrends } from './useSkillTrends';
export {
  SKILLS_STALE_TIME,
  externalJobQuery,
  externalJobsQuery,
  skillTrendQuery,
  skillTrendsQuery,
  skillsQuery,
} from '../queries/catalogue';
export type { ExternalJobFilters } from '../queries/catalogue';
