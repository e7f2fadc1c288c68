import { useId, useMemo, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { serverMessage, useSkills, useSkillTrends } from '@hireloop/hooks';
import { SKILL_TREND_WINDOWS, type SkillTrendWindow } from '@hireloop/sdk/schemas';
import { Badge, Button, EmptyState, ErrorState, Input, Label, Skeleton } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { AppLink } from '../../lib/AppLink';
import { DemandBars } from './DemandBars';
import { changeOf, plural, risingSkills, WINDOW_LABELS } from './trendText';
import { TEXTS } from '@hireloop/sdk/constants';

/** Skills shown before "Show all" when nothing is searched. */
const FIRST_SKILLS = 60;
/** Skills in the demand list. */
const TREND_LIMIT = 10;

const isWindow = (value: string | null): value is SkillTrendWindow =>
  SKILL_TREND_WINDOWS.some((choice) => choice === value);

/**
 * /skills: the skills database — which skills job requests ask for most (and which are rising)
 * over 7, 30 or 90 days, and every skill, searchable, each leading to its own page. The search
 * and the window live in the query string (`?q=react&window=90d`).
 */
export default function SkillsPage() {
  const [params, setParams] = useSearchParams();
  const windowParam = params.get('window');
  const period: SkillTrendWindow = isWindow(windowParam) ? windowParam : '30d';
  const query = params.get('q') ?? '';

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <Page>
      <PageHeader
        title={TEXTS.nav.skills}
        description="Which skills employers ask for, how demand is moving, and how many talent offer each one."
      />
      <div className="flex flex-col gap-10">
        <DemandTrends
          period={period}
          onPeriodChange={(next) => update({ window: next === '30d' ? null : next })}
        />
        <AllSkills query={query} onQueryChange={(q) => update({ q: q || null })} />
      </div>
    </Page>
  );
}

function DemandTrends({
  period,
  onPeriodChange,
}: {
  period: SkillTrendWindow;
  onPeriodChange: (period: SkillTrendWindow) => void;
}) {
  const trends = useSkillTrends({ window: period, limit: TREND_LIMIT });
  const items = trends.data?.items ?? [];
  const rising = risingSkills(items);

  return (
    <section aria-labelledby="trends-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="trends-heading" className="text-lg font-semibold">
            Most requested skills
          </h2>
          <p className="text-sm text-muted-foreground">
            Job requests asking for each skill in the last {WINDOW_LABELS[period]}, with the change
            on the {WINDOW_LABELS[period]} before.
          </p>
        </div>
        <div role="group" aria-label="Trend period" className="flex gap-1 rounded-lg bg-muted p-1">
          {SKILL_TREND_WINDOWS.map((choice) => (
            <Button
              key={choice}
              type="button"
              size="sm"
              variant={choice === period ? 'outline' : 'ghost'}
              aria-pressed={choice === period}
              onClick={() => onPeriodChange(choice)}
            >
              {WINDOW_LABELS[choice]}
            </Button>
          ))}
        </div>
      </div>

      {trends.isPending ? (
        <div
          role="status"
          aria-label="Loading skill trends"
          aria-busy="true"
          className="flex flex-col gap-2"
        >
          {Array.from({ length: 5 }, (_, row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : trends.isError ? (
        <ErrorState
          title="The skill trends could not be loaded"
          message={serverMessage(trends.error)}
          onRetry={() => void trends.refetch()}
          retrying={trends.isRefetching}
          titleAs="h3"
        />
      ) : items.length === 0 ? (
        <EmptyState
          titleAs="h3"
          title="No demand in this period"
          description={`No job request asked for a skill in the last ${WINDOW_LABELS[period]}. Try a longer period.`}
        />
      ) : (
        <>
          {rising.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">Rising fastest:</span>
              <ul className="flex flex-wrap gap-2">
                {rising.map((item) => {
                  const change = changeOf(item, period);
                  return (
                    <li key={item.skillId}>
                      <AppLink
                        href={`/skills/${item.skillId}`}
                        className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 hover:bg-muted"
                      >
                        {item.name}
                        <Badge variant={change.variant} aria-hidden="true">
                          {change.short}
                        </Badge>
                        <span className="sr-only">, {change.long}</span>
                      </AppLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          <ol className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card text-card-foreground">
            {items.map((item, index) => {
              const change = changeOf(item, period);
              return (
                <li key={item.skillId} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
                  <span className="w-6 text-sm text-muted-foreground" aria-hidden="true">
                    {index + 1}
                  </span>
                  <AppLink
                    href={`/skills/${item.skillId}`}
                    className="min-w-0 flex-1 truncate font-medium underline-offset-4 hover:underline"
                  >
                    {item.name}
                  </AppLink>
                  <DemandBars history={item.history} className="hidden sm:block" />
                  <span className="text-sm">
                    {plural(item.demand, 'request', 'requests')}
                    <span className="text-muted-foreground">
                      {' '}
                      · {plural(item.supply, 'talent', 'talent')}
                    </span>
                  </span>
                  <Badge variant={change.variant} aria-hidden="true">
                    {change.short}
                  </Badge>
                  <span className="sr-only">{change.long}</span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

function AllSkills({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (q: string) => void;
}) {
  const inputId = useId();
  const skills = useSkills();
  const [showAll, setShowAll] = useState(false);
  const needle = query.trim().toLocaleLowerCase();
  const matches = useMemo(
    () =>
      (skills.data ?? []).filter((skill) =>
        needle ? skill.name.toLocaleLowerCase().includes(needle) : true,
      ),
    [skills.data, needle],
  );
  const shown = needle || showAll ? matches : matches.slice(0, FIRST_SKILLS);

  return (
    <section aria-labelledby="all-skills-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="all-skills-heading" className="text-lg font-semibold">
            All skills
          </h2>
          {skills.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {needle
                ? `${plural(matches.length, 'skill matches', 'skills match')} “${query.trim()}”`
                : plural(matches.length, 'skill', 'skills')}
            </p>
          ) : null}
        </div>
        <div className="flex w-full flex-col gap-1.5 sm:w-72">
          <Label htmlFor={inputId}>Search skills</Label>
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="React, Figma, SQL…"
            autoComplete="off"
          />
        </div>
      </div>

      {skills.isPending ? (
        <div
          role="status"
          aria-label="Loading skills"
          aria-busy="true"
          className="flex flex-wrap gap-2"
        >
          {Array.from({ length: 18 }, (_, key) => (
            <Skeleton key={key} className="h-8 w-28 rounded-full" />
          ))}
        </div>
      ) : skills.isError ? (
        <ErrorState
          title="The skills could not be loaded"
          message={serverMessage(skills.error)}
          onRetry={() => void skills.refetch()}
          retrying={skills.isRefetching}
          titleAs="h3"
        />
      ) : matches.length === 0 ? (
        <EmptyState
          titleAs="h3"
          title={needle ? 'No skills match your search' : 'No skills yet'}
          description={needle ? 'Check the spelling, or search for a shorter word.' : undefined}
          action={
            needle ? (
              <Button type="button" variant="outline" onClick={() => onQueryChange('')}>
                Clear the search
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="flex flex-wrap gap-2">
            {shown.map((skill) => (
              <li key={skill.id}>
                <AppLink
                  href={`/skills/${skill.id}`}
                  className="inline-flex rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                >
                  {skill.name}
                </AppLink>
              </li>
            ))}
          </ul>
          {shown.length < matches.length ? (
            <Button
              type="button"
              variant="outline"
              className="self-start"
              onClick={() => setShowAll(true)}
            >
              Show all {matches.length} skills
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
