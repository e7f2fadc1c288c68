import type {
  Duration,
  ExperienceLevel,
  JobRequestType,
  LocationType,
  RateType,
} from '@hireloop/sdk/schemas';

export interface JobRequestSeed {
  /** `EmployerSeed.key` of the employer who posted it. */
  employer: string;
  type: JobRequestType;
  title: string;
  description: string;
  minRate: number | null;
  maxRate: number | null;
  rateType: RateType;
  location: string | null;
  locationType: LocationType | null;
  department: string | null;
  experience: ExperienceLevel | null;
  duration: Duration | null;
  /** Skill names from the catalogue (skills.ts). */
  skills: string[];
  /** How long ago it was posted, in days (fractions allowed). */
  postedDaysAgo: number;
  /** Deadline, in days from now; null = none. */
  deadlineInDays: number | null;
  /** `TalentSeed.key` of the talent a direct request goes to; absent = public. */
  directTo?: string;
}
