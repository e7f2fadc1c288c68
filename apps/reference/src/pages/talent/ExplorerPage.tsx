import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from '../../lib/router';
import { useAccount, useAuth, useSavedItems, useSkills, useTalentSearch } from '@hireloop/hooks';
import { HOURLY_RATE_MAX } from '@hireloop/sdk/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  Input,
  Label,
  NativeSelect,
  TalentCardSkeleton,
  toSkillNames,
  VerifiedOnlyFilter,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../profile/TextField';
import { Outreach, type StartOutreach } from './Outreach';
import { TalentResult } from './TalentResult';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { TEXTS } from '@hireloop/sdk/constants';

// Issue 18: `verified` ('true' or empty) is the "Verified only" filter.
const FILTER_KEYS = ['q', 'skill', 'minRate', 'maxRate', 'location', 'verified'] as const;
type Filters = Record<(typeof FILTER_KEYS)[number], string>;
const NO_FILTERS: Filters = {
  q: '',
  skill: '',
  minRate: '',
  maxRate: '',
  location: '',
  verified: '',
};
/** Typing settles for this long before the search runs (designed). */
const TYPING_DELAY_MS = 300;

const filtersFrom = (params: URLSearchParams): Filters =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Filters;

const paramsFrom = (filters: Filters) =>
  new URLSearchParams(
    FILTER_KEYS.flatMap((key) => (filters[key].trim() ? [[key, filters[key].trim()]] : [])),
  );

/** A rate typed in a filter: a number of 0 or more, else no filter. */
const amountOf = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
};

/**
 * /explorer, the `TEXTS.nav.explorer` (SPEC §2): talent found by text, skill, hourly rate range and
 * location, kept in the query string (shareable, Back restores them). Text, skill and the
 * maximum rate are the server's search (GET /api/profile/talent); the minimum rate and the
 * location narrow the loaded results, since the search takes neither. Each result links to
 * /talent/:id, can be saved, and employers can send an outreach.
 */
export default function ExplorerPage() {
  const { accountType } = useAccount();
  const isEmployer = accountType === 'employer';
  return (
    <Page>
      <PageHeader
        title={TEXTS.nav.explorer}
        description={
          isEmployer
            ? 'Find talent by skill, rate and location, and invite them to your job requests.'
            : 'Find talent by skill, rate and location.'
        }
      />
      {isEmployer ? (
        <Outreach>{(start) => <Explorer onSendOutreach={start} />}</Outreach>
      ) : (
        <Explorer />
      )}
    </Page>
  );
}

function Explorer({ onSendOutreach }: { onSendOutreach?: StartOutreach }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Filters>(() => filtersFrom(params));
  const applied = useDebouncedValue(draft, TYPING_DELAY_MS);

  // The settled filters go to the query string (replacing the entry: no history per keystroke).
  const query = paramsFrom(applied).toString();
  useEffect(() => {
    if (query !== params.toString()) setParams(new URLSearchParams(query), { replace: true });
  }, [query, params, setParams]);

  const skills = useSkills();
  const skillNames = useMemo(
    () => (skills.data ? toSkillNames(skills.data) : undefined),
    [skills.data],
  );
  const { isSaved, toggle } = useSavedItems();
  const { user } = useAuth();

  const minRate = amountOf(applied.minRate);
  const maxRate = amountOf(applied.maxRate);
  const skill = /^\d+$/.test(applied.skill) ? Number(applied.skill) : undefined;
  const verified = applied.verified === 'true' ? true : undefined;
  const search = useTalentSearch({ q: applied.q.trim() || undefined, skill, maxRate, verified });

  const location = applied.location.trim().toLowerCase();
  const loaded = search.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const results = loaded.filter(
    (talent) =>
      (minRate === undefined || (talent.hourlyRate !== null && talent.hourlyRate >= minRate)) &&
      (!location || (talent.location ?? '').toLowerCase().includes(location)),
  );
  const filtered = FILTER_KEYS.some((key) => draft[key].trim() !== '');
  const rangeError =
    minRate !== undefined && maxRate !== undefined && minRate > maxRate
      ? 'The maximum is below the minimum.'
      : undefined;

  const set = (key: keyof Filters) => (value: string) =>
    setDraft((prev) => ({ ...prev, [key]: value }));
  const clear = () => setDraft(NO_FILTERS);

  let list: ReactNode;
  if (search.isPending) {
    list = (
      <ul aria-label="Talent" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <TalentCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (search.isError) {
    list = (
      <ErrorState
        message="The talent could not be loaded."
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  } else if (results.length === 0 && !search.hasNextPage) {
    list = filtered ? (
      <EmptyState
        title="No talent matches these filters"
        description="Try another skill, a wider rate range or fewer words."
        action={
          <Button type="button" variant="outline" onClick={clear}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState
        title="No talent yet"
        description="Talent profiles show up here as people join Hireloop. Check back soon."
      />
    );
  } else {
    list = (
      <>
        <ul aria-label="Talent" className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {results.map((talent) => {
            // Your own card (a talent looking around) has nothing to save or invite.
            const own = talent.userId === user?.id;
            return (
              <TalentResult
                key={talent.userId}
                talent={talent}
                skillNames={skillNames}
                saved={isSaved(talent.userId, 'talent')}
                onSavedChange={own ? undefined : () => toggle(talent.userId, 'talent')}
                onSendOutreach={own ? undefined : onSendOutreach}
              />
            );
          })}
        </ul>
        {search.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              type="button"
              variant="outline"
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {search.isFetchingNextPage ? 'Loading…' : 'Load more talent'}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <form
        role="search"
        aria-label="Filter talent"
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1.5fr_1.5fr]"
      >
        <TextField
          id={`${id}-q`}
          label="Search"
          type="search"
          placeholder="Name, title or bio"
          value={draft.q}
          onChange={(event) => set('q')(event.target.value)}
          className="grid content-start gap-2 sm:col-span-2 lg:col-span-1"
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-skill`}>Skill</Label>
          {/* A native select, as the other pages' skill filters (no popover code on the page). */}
          <NativeSelect
            id={`${id}-skill`}
            value={draft.skill}
            disabled={skills.isPending}
            onChange={(event) => set('skill')(event.target.value)}
          >
            <option value="">Any skill</option>
            {(skills.data ?? []).map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="grid min-w-0 content-start gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">Hourly rate (USD)</legend>
          <div className="flex items-start gap-2">
            <RateInput
              id={`${id}-min`}
              label="Minimum hourly rate"
              placeholder="Min"
              value={draft.minRate}
              onChange={set('minRate')}
            />
            <span aria-hidden="true" className="pt-2 text-muted-foreground">
              –
            </span>
            <RateInput
              id={`${id}-max`}
              label="Maximum hourly rate"
              placeholder="Max"
              value={draft.maxRate}
              onChange={set('maxRate')}
              error={rangeError}
            />
          </div>
          {rangeError ? (
            <p id={`${id}-max-error`} className="text-sm text-destructive">
              {rangeError}
            </p>
          ) : null}
        </fieldset>
        <TextField
          id={`${id}-location`}
          label="Location"
          placeholder="e.g. Lisbon"
          autoComplete="off"
          value={draft.location}
          onChange={(event) => set('location')(event.target.value)}
          className="grid content-start gap-2"
        />
        <VerifiedOnlyFilter
          checked={draft.verified === 'true'}
          onCheckedChange={(checked) => set('verified')(checked ? 'true' : '')}
          className="sm:col-span-2 lg:col-span-4"
        />
        {filtered ? (
          <div className="flex justify-end sm:col-span-2 lg:col-span-4">
            <Button type="button" variant="ghost" size="sm" onClick={clear}>
              Clear filters
            </Button>
          </div>
        ) : null}
      </form>

      <section
        aria-labelledby={`${id}-results`}
        aria-busy={search.isFetching}
        className="grid gap-4"
      >
        <h2 id={`${id}-results`} className="sr-only">
          Results
        </h2>
        <p role="status" className="text-sm text-muted-foreground">
          {search.isPending
            ? 'Searching…'
            : search.isError
              ? ''
              : `${results.length} ${results.length === 1 ? 'person' : 'people'} found${search.hasNextPage ? ' so far' : ''}`}
        </p>
        {list}
      </section>
    </div>
  );
}

/** One end of the rate range: a number input named by a visually hidden label. */
function RateInput({
  id,
  label,
  placeholder,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={HOURLY_RATE_MAX}
        step="any"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </div>
  );
}
