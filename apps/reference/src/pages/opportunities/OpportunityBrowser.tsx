import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { useBrowseJobRequests, useSkills } from '@hireloop/hooks';
import {
  EXPERIENCE_LEVELS,
  JOB_REQUEST_SKILLS_MAX,
  JOB_REQUEST_TYPES,
  LOCATION_TYPES,
  RATE_TYPES,
} from '@hireloop/sdk/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  EXPERIENCE_LEVEL_LABELS,
  Input,
  JOB_REQUEST_TYPE_LABELS,
  JobRequestCardSkeleton,
  Label,
  LOCATION_TYPE_LABELS,
  RATE_TYPE_LABELS,
  SkillsCombobox,
  toSkillNames,
} from '@hireloop/ui';
import { OpportunityGrid } from '../../components/OpportunityGrid';
import { FilterSelect } from './FilterSelect';
import { LoadMore } from './LoadMore';
import {
  activeFilterCount,
  readFilters,
  writeFilters,
  type OpportunityFilters,
} from './opportunityFilters';
import { formatCount } from '@hireloop/sdk/constants';

/** How long typing pauses before the search runs (designed). */
const SEARCH_DEBOUNCE_MS = 300;

const plural = (count: number) =>
  count === 1 ? '1 opportunity' : `${formatCount(count)} opportunities`;

/**
 * The public job requests for a Lite talent: a debounced search and filters kept in the query
 * string, infinite scroll, Save and "Send proposal" on each card.
 */
export function OpportunityBrowser() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = (next: Partial<OpportunityFilters>) =>
    setParams(writeFilters({ ...filters, ...next }), { replace: true });

  // The search box: typed text goes to the URL (and the query) once typing pauses.
  const [text, setText] = useState(filters.q);
  // The URL changed by other means (a link to /opportunities, "Clear"): the box follows it.
  const [urlQ, setUrlQ] = useState(filters.q);
  if (filters.q !== urlQ) {
    setUrlQ(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }
  useEffect(() => {
    const q = text.trim();
    if (q === filters.q) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (q) next.set('q', q);
            else next.delete('q');
            return next;
          },
          { replace: true },
        ),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, filters.q, setParams]);

  const skills = useSkills();
  const skillNames = useMemo(() => toSkillNames(skills.data ?? []), [skills.data]);
  const browse = useBrowseJobRequests({
    q: filters.q || undefined,
    type: filters.type,
    locationType: filters.locationType,
    experience: filters.experience,
    skills: filters.skills.length > 0 ? filters.skills : undefined,
  });

  const loaded = useMemo(
    () => browse.data?.pages.flatMap((page) => page?.items ?? []) ?? [],
    [browse.data],
  );
  // The server filters everything but the rate type, which is matched on the loaded pages (the
  // infinite scroll keeps loading while the sentinel stays in view).
  const shown = filters.rateType
    ? loaded.filter((request) => request.rateType === filters.rateType)
    : loaded;
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0 || filters.q !== '';

  const clearFilters = () => {
    setText('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="opportunity-filters" className="grid gap-4 rounded-xl border p-4">
        <h2 id="opportunity-filters" className="sr-only">
          Search and filters
        </h2>
        <div role="search" className="grid gap-2">
          <Label htmlFor="opportunity-search">Search opportunities</Label>
          <Input
            id="opportunity-search"
            type="search"
            value={text}
            placeholder="Title or description, e.g. React"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            label="Request type"
            value={filters.type}
            options={JOB_REQUEST_TYPES}
            labels={JOB_REQUEST_TYPE_LABELS}
            anyLabel="Any type"
            onChange={(type) => update({ type })}
          />
          <FilterSelect
            label="Rate type"
            value={filters.rateType}
            options={RATE_TYPES}
            labels={RATE_TYPE_LABELS}
            anyLabel="Any rate type"
            onChange={(rateType) => update({ rateType })}
          />
          <FilterSelect
            label="Work arrangement"
            value={filters.locationType}
            options={LOCATION_TYPES}
            labels={LOCATION_TYPE_LABELS}
            anyLabel="Any arrangement"
            onChange={(locationType) => update({ locationType })}
          />
          <FilterSelect
            label="Experience level"
            value={filters.experience}
            options={EXPERIENCE_LEVELS}
            labels={EXPERIENCE_LEVEL_LABELS}
            anyLabel="Any level"
            onChange={(experience) => update({ experience })}
          />
        </div>
        {skills.isError ? (
          <p className="text-sm text-destructive">The skills could not be loaded.</p>
        ) : (
          <SkillsCombobox
            skills={skills.data ?? []}
            value={filters.skills}
            label="Any of these skills"
            max={JOB_REQUEST_SKILLS_MAX}
            onChange={(ids) => update({ skills: ids })}
          />
        )}
        {filtered ? (
          <div>
            <Button type="button" variant="ghost" size="sm" onClick={clearFilters}>
              Clear search and filters
            </Button>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="opportunity-results" className="grid gap-4">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="opportunity-results" className="text-lg font-semibold">
            Job requests
          </h2>
          {browse.isSuccess ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {browse.hasNextPage ? `${plural(shown.length)} so far` : plural(shown.length)}
            </p>
          ) : null}
        </div>

        {browse.isPending ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <JobRequestCardSkeleton />
            <JobRequestCardSkeleton />
            <JobRequestCardSkeleton />
            <JobRequestCardSkeleton />
          </div>
        ) : browse.isError ? (
          <ErrorState
            message="The opportunities could not be loaded."
            onRetry={() => void browse.refetch()}
            retrying={browse.isRefetching}
          />
        ) : shown.length === 0 && !browse.hasNextPage ? (
          filtered ? (
            <EmptyState
              title="No opportunities match your search"
              description="Try other words, or fewer filters."
              action={
                <Button type="button" variant="outline" onClick={clearFilters}>
                  Clear search and filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No opportunities yet"
              description="Employers post new job requests every day. Complete your profile so you are ready when they do."
            />
          )
        ) : (
          <OpportunityGrid items={shown} skillNames={skillNames} />
        )}

        {browse.isSuccess ? (
          <LoadMore
            hasNextPage={browse.hasNextPage}
            isFetchingNextPage={browse.isFetchingNextPage}
            failed={browse.isFetchNextPageError}
            fetchNextPage={browse.fetchNextPage}
          />
        ) : null}
      </section>
    </div>
  );
}
