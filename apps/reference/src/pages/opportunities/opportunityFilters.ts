import {
  EXPERIENCE_LEVELS,
  JOB_REQUEST_TYPES,
  LOCATION_TYPES,
  RATE_TYPES,
  type ExperienceLevel,
  type JobRequestType,
  type LocationType,
  type RateType,
} from '@hireloop/sdk/schemas';

/** The filters of /opportunities, as kept in the query string (shareable, kept on reload). */
export interface OpportunityFilters {
  q: string;
  type?: JobRequestType;
  rateType?: RateType;
  locationType?: LocationType;
  experience?: ExperienceLevel;
  skills: number[];
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((value) => value === raw);

/** Reads the filters from the query string; unknown values are ignored. */
export function readFilters(params: URLSearchParams): OpportunityFilters {
  const skills = (params.get('skills') ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return {
    q: params.get('q')?.trim() ?? '',
    type: oneOf(JOB_REQUEST_TYPES, params.get('type')),
    rateType: oneOf(RATE_TYPES, params.get('rateType')),
    locationType: oneOf(LOCATION_TYPES, params.get('locationType')),
    experience: oneOf(EXPERIENCE_LEVELS, params.get('experience')),
    skills: [...new Set(skills)],
  };
}

/** The query string of `filters` (empty values left out). */
export function writeFilters(filters: OpportunityFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  if (filters.rateType) params.set('rateType', filters.rateType);
  if (filters.locationType) params.set('locationType', filters.locationType);
  if (filters.experience) params.set('experience', filters.experience);
  if (filters.skills.length > 0) params.set('skills', filters.skills.join(','));
  return params;
}

/** How many filters other than the search text are set. */
export const activeFilterCount = (filters: OpportunityFilters): number =>
  [filters.type, filters.rateType, filters.locationType, filters.experience].filter(Boolean)
    .length + (filters.skills.length > 0 ? 1 : 0);
