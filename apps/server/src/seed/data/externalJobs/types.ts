import type { JobRequestType, LocationType, RateType } from '@hireloop/sdk/schemas';

export interface ExternalJobSeed {
  id: string;
  title: string;
  company: string;
  description: string;
  type: JobRequestType;
  location: string | null;
  locationType: LocationType | null;
  minRate: number | null;
  maxRate: number | null;
  rateType: RateType | null;
  skills: string[];
  url: string;
  /** How long ago it was posted, in days. */
  postedDaysAgo: number;
}
