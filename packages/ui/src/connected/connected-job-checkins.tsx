import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useCheckinHistory,
  useDueCheckins,
  useEngagement,
  useEngagementStatus,
  useEngagements,
  useReviewCheckin,
  useSetCheckinSchedule,
  useSubmitCheckin,
} from '@hireloop/hooks';
import type { Checkin, EngagementSide } from '@hireloop/sdk/schemas';
import { useState, type ComponentProps } from 'react';
import { CheckinCard } from '../marketplace/checkins/checkin-card';
import { CheckinForm } from '../marketplace/checkins/checkin-form';
import { EngagementList, type EngagementFilters } from '../marketplace/checkins/engagement-list';
import { ReviewDialog } from '../marketplace/checkins/review-dialog';
import { ScheduleEditor } from '../marketplace/checkins/schedule-editor';
import { CHECKIN_TEXTS as TEXTS } from '../marketplace/checkins/texts';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { Button } from '../primitives/button';
import { Skeleton } from '../primitives/skeleton';

const failed = (error: unknown) =>
  toast({ title: TEXTS.actionFailed, description: serverMessage(error), variant: 'destructive' });

/** One open check-in of the talent: its card and its form. */
function DueCheckin({ checkin }: { checkin: Checkin }) {
  const submit = useSubmitCheckin();
  const errors = fieldErrorsOf(submit.error);
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <CheckinCard checkin={checkin} showAnswers={false} className="border-0 p-0" />
      {checkin.reviewComment ? (
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="font-medium">{TEXTS.reviewComment}</p>
          <p className="break-words whitespace-pre-line">{checkin.reviewComment}</p>
        </div>
      ) : null}
      <CheckinForm
        questions={checkin.questions}
        initialAnswers={checkin.answers}
        submitLabel={checkin.submittedAt ? TEXTS.update : TEXTS.submit}
        submitting={submit.isPending}
        serverErrors={submit.isError ? errors : undefined}
        error={
          submit.isError && Object.keys(errors).length === 0
            ? (serverMessage(submit.error) ?? TEXTS.actionFailed)
            : null
        }
        onSubmit={(answers) =>
          submit.mutate(
            { id: checkin.id, answers },
            {
              onSuccess: () =>
                toast({ title: TEXTS.submittedToast, description: checkin.jobRequest.title }),
            },
          )
        }
      />
    </li>
  );
}

/** The talent's side: what is due (with its form), then the history. */
function TalentCheckins() {
  const due = useDueCheckins();
  const history = useCheckinHistory();
  const past = history.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="checkins-due" className="flex flex-col gap-3">
        <h2 id="checkins-due" className="text-lg font-semibold">
          {TEXTS.dueTitle}
        </h2>
        {due.isPending ? (
          <Skeleton role="status" className="h-48 w-full" aria-label={TEXTS.dueTitle} />
        ) : due.isError ? (
          <ErrorState
            title={TEXTS.checkinsFailed}
            message={serverMessage(due.error)}
            onRetry={() => void due.refetch()}
            titleAs="h3"
          />
        ) : (due.data ?? []).length === 0 ? (
          <EmptyState
            title={TEXTS.nothingDue}
            description={TEXTS.nothingDueDescription}
            titleAs="h3"
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {(due.data ?? []).map((checkin) => (
              <DueCheckin key={`${checkin.id}-${checkin.reviewState}`} checkin={checkin} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="checkins-history" className="flex flex-col gap-3">
        <h2 id="checkins-history" className="text-lg font-semibold">
          {TEXTS.historyTitle}
        </h2>
        {history.isPending ? (
          <Skeleton role="status" className="h-32 w-full" aria-label={TEXTS.historyTitle} />
        ) : history.isError ? (
          <ErrorState
            title={TEXTS.checkinsFailed}
            message={serverMessage(history.error)}
            onRetry={() => void history.refetch()}
            titleAs="h3"
          />
        ) : past.length === 0 ? (
          <EmptyState title={TEXTS.noHistory} titleAs="h3" />
        ) : (
          <ul className="flex flex-col gap-3">
            {past.map((checkin) => (
              <li key={checkin.id}>
                <CheckinCard checkin={checkin} />
              </li>
            ))}
          </ul>
        )}
        {history.hasNextPage ? (
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {TEXTS.loadMore}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

/** The employer's side of one engagement: pause/resume, the schedule, the check-ins to review. */
function EngagementPanel({ id }: { id: number }) {
  const engagement = useEngagement(id);
  const schedule = useSetCheckinSchedule();
  const status = useEngagementStatus();
  const review = useReviewCheckin();
  const [reviewing, setReviewing] = useState<Checkin | null>(null);
  if (engagement.isPending) return <Skeleton className="h-64 w-full" />;
  if (engagement.isError || !engagement.data)
    return (
      <ErrorState
        title={TEXTS.engagementsFailed}
        message={serverMessage(engagement.error)}
        onRetry={() => void engagement.refetch()}
        titleAs="h3"
      />
    );
  const data = engagement.data;
  const paused = data.status === 'paused';
  const scheduleErrors = fieldErrorsOf(schedule.error);
  return (
    <section
      aria-labelledby="engagement-title"
      data-slot="engagement-panel"
      className="flex flex-col gap-5 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="engagement-title" className="text-lg font-semibold break-words">
            {data.jobRequest.title}
          </h2>
          <p className="text-sm text-muted-foreground">{TEXTS.with(data.talent.name)}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={status.isPending}
          onClick={() =>
            status.mutate(
              { engagementId: id, status: paused ? 'active' : 'paused' },
              { onError: failed },
            )
          }
        >
          {paused ? TEXTS.resume : TEXTS.pause}
        </Button>
      </div>
      {paused ? <p className="text-sm text-muted-foreground">{TEXTS.paused}</p> : null}
      <section aria-labelledby="schedule-title" className="flex flex-col gap-3">
        <h3 id="schedule-title" className="font-semibold">
          {TEXTS.scheduleTitle}
        </h3>
        <ScheduleEditor
          key={`${id}-${data.schedule?.nextDueAt ?? 'none'}`}
          schedule={data.schedule}
          submitting={schedule.isPending}
          serverErrors={schedule.isError ? scheduleErrors : undefined}
          error={
            schedule.isError && Object.keys(scheduleErrors).length === 0
              ? (serverMessage(schedule.error) ?? TEXTS.actionFailed)
              : null
          }
          onSubmit={(input) =>
            schedule.mutate(
              { engagementId: id, schedule: input },
              { onSuccess: () => toast({ title: TEXTS.scheduleSavedToast }) },
            )
          }
        />
      </section>
      <section aria-labelledby="engagement-checkins" className="flex flex-col gap-3">
        <h3 id="engagement-checkins" className="font-semibold">
          {TEXTS.checkinsOf(data.jobRequest.title)}
        </h3>
        {data.checkins.length === 0 ? (
          <EmptyState title={TEXTS.noHistory} titleAs="h4" />
        ) : (
          <ul className="flex flex-col gap-3">
            {data.checkins.map((checkin) => (
              <li key={checkin.id}>
                <CheckinCard
                  checkin={checkin}
                  party="talent"
                  titleAs="h4"
                  actions={
                    checkin.submittedAt && !checkin.reviewState ? (
                      <Button type="button" size="sm" onClick={() => setReviewing(checkin)}>
                        {TEXTS.review}
                      </Button>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReviewDialog
        checkin={reviewing}
        onOpenChange={(open) => {
          if (!open) {
            setReviewing(null);
            review.reset();
          }
        }}
        submitting={review.isPending}
        serverErrors={review.isError ? fieldErrorsOf(review.error) : undefined}
        error={review.isError ? (serverMessage(review.error) ?? TEXTS.actionFailed) : null}
        onReview={(input) =>
          reviewing &&
          review.mutate(
            { id: reviewing.id, ...input },
            {
              onSuccess: () => {
                setReviewing(null);
                toast({ title: TEXTS.reviewedToast, description: data.talent.name });
              },
            },
          )
        }
      />
    </section>
  );
}

/** The employer's side: every engagement's status with filters, and the one opened. */
function EmployerCheckins() {
  const [filters, setFilters] = useState<EngagementFilters>({});
  const [selected, setSelected] = useState<number | null>(null);
  const engagements = useEngagements({ side: 'employer', ...filters });
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <EngagementList
        aria-label={TEXTS.engagementsTitle}
        titleAs="h2"
        side="employer"
        engagements={engagements.data ?? []}
        loading={engagements.isPending}
        error={engagements.isError ? (serverMessage(engagements.error) ?? true) : undefined}
        onRetry={() => void engagements.refetch()}
        filters={filters}
        onFiltersChange={setFilters}
        onOpen={(engagement) => setSelected(engagement.id)}
        selectedId={selected}
      />
      {selected !== null ? <EngagementPanel id={selected} /> : null}
    </div>
  );
}

export type ConnectedJobCheckinsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Whose page it is: the talent's check-ins, or the employer's engagements. */
  side: EngagementSide;
};

/**
 * /job-checkins (issue 16), fed from the hooks: a talent sees what is due (and answers it) and
 * their history; an employer sees every engagement's status with filters, opens one to set its
 * schedule, pause or resume it, and review its check-ins. Live events keep both sides current.
 */
export function ConnectedJobCheckins({ side, ...props }: ConnectedJobCheckinsProps) {
  return (
    <div data-slot="job-checkins" {...props}>
      {side === 'talent' ? <TalentCheckins /> : <EmployerCheckins />}
    </div>
  );
}
