import { remainingQuota, type JobRequestType, type QuotaUsage } from '@hireloop/sdk';
import { formatCount } from '@hireloop/sdk/constants';
import { JOB_REQUEST_TYPES } from '@hireloop/sdk/constants';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge';
import { Progress } from '../../primitives/progress';
import { requestNoun } from './plan-text';

/** The heading of each row (designed). */
const TYPE_HEADINGS: Readonly<Record<JobRequestType, string>> = {
  job: 'Jobs',
  project: 'Projects',
  task: 'Tasks',
};

const usedOf = (usage: QuotaUsage, type: JobRequestType): [number, number | null] =>
  type === 'job'
    ? [usage.consumedJobs ?? 0, usage.jobLimit]
    : type === 'project'
      ? [usage.consumedProjects ?? 0, usage.projectLimit]
      : [usage.consumedTasks ?? 0, usage.taskLimit];

export type UsageMeterProps = ComponentProps<'section'> & {
  /** The subscription's limits and consumption (SPEC §3); a `null` limit is unlimited. */
  usage: QuotaUsage;
  /** The heading. @default 'Job request usage' */
  title?: string;
  /** The request types shown, in order. @default all three (job, project, task) */
  types?: readonly JobRequestType[];
};

/**
 * Job requests used per type against the plan's quota: a progress bar and "1 of 3 projects used";
 * an unlimited quota reads "Unlimited", a used-up one adds "Limit reached".
 */
export function UsageMeter({
  usage,
  title = 'Job request usage',
  types = JOB_REQUEST_TYPES,
  className,
  ...props
}: UsageMeterProps) {
  const id = useId();
  return (
    <section
      data-slot="usage-meter"
      aria-labelledby={`${id}-title`}
      className={cn('grid content-start gap-4', className)}
      {...props}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h3>
      <ul className="grid gap-4">
        {types.map((type) => {
          const [used, limit] = usedOf(usage, type);
          const full = limit !== null && remainingQuota(usage, type) === 0;
          const headingId = `${id}-${type}`;
          return (
            <li key={type} data-type={type} className="grid gap-2">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span id={headingId} className="font-medium">
                  {TYPE_HEADINGS[type]}
                </span>
                <span className="flex items-center gap-2 text-muted-foreground">
                  {full ? <Badge variant="warning">Limit reached</Badge> : null}
                  <span>
                    {limit === null
                      ? 'Unlimited'
                      : `${formatCount(used)} of ${formatCount(limit)} ${requestNoun(type, limit)} used`}
                  </span>
                </span>
              </div>
              {limit === null ? null : (
                <Progress
                  aria-labelledby={headingId}
                  value={limit === 0 ? 100 : Math.min(used / limit, 1) * 100}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
