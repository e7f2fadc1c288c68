import { lazy, Suspense, useId, useState } from 'react';
import { WAITLIST, WAITLIST_TASKS, waitlistPeopleAhead, type WaitlistTaskId } from '@hireloop/sdk';
import { formatCount } from '@hireloop/sdk/constants';
import { waitLabel, type WaitlistTask } from '@hireloop/ui';
import { PublicPage } from '../../components/PublicPage';
import { AppLink } from '../../lib/AppLink';
import { BUTTON, LINK } from '../auth/publicStyles';

/** The modal, with the component library: loaded once the page has painted. */
const WaitlistDemoModal = lazy(() => import('./WaitlistDemoModal'));

/** The two tasks SPEC §5 counts; the others are never done, so the demo does not offer them. */
const COUNTED_TASKS: readonly WaitlistTaskId[] = ['profile', 'skills'];

/**
 * /waitlist-demo (public): the waitlist/upgrade modal new talent see, with sample figures worked
 * out by the sdk's waitlist rules. Ticking the sample tasks shows how completing a profile moves a
 * person up the queue; "Skip the waitlist" leads to sign-in, since buying Lite needs an account.
 *
 * A public page, so within the first route's JS budget: the card is plain markup with the ui's
 * looks (../auth/publicStyles.ts) and paints first; the modal (the component library, Radix's
 * dialog, the carousel) loads after it and opens over it. The page has an HTML page of its own
 * that preloads this page's chunks rather than /auth's (vite.config.ts, PUBLIC_LANDINGS).
 */
export default function WaitlistDemoPage() {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState<readonly WaitlistTaskId[]>(['skills']);
  const tasks: WaitlistTask[] = WAITLIST_TASKS.map(({ id, label }) => ({
    id,
    label,
    done: done.includes(id),
  }));
  const peopleAhead = waitlistPeopleAhead(WAITLIST.peopleAhead, done.length);

  return (
    <PublicPage title="Waitlist demo">
      <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">The Hireloop waitlist</h1>
          <p className="text-sm text-muted-foreground">
            Hireloop opens to new talent in small groups. Until their spot opens, talent without a
            plan see this waitlist: their place in the queue, a countdown, the profile tasks that
            move them up, and Lite — the paid plan that skips the wait.
          </p>
          <p className="text-sm text-muted-foreground">
            This is a live demo with sample figures; nothing you do here is saved to an account.
          </p>
        </div>

        <SampleTasks done={done} onChange={setDone} />

        <p className="text-sm" aria-live="polite">
          With {done.length} of {WAITLIST_TASKS.length} tasks done: position #
          {formatCount(peopleAhead + 1)}, {formatCount(peopleAhead)} people ahead, estimated wait{' '}
          {waitLabel(peopleAhead).toLowerCase()}.
        </p>

        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" className={BUTTON} onClick={() => setOpen(true)}>
            Open the waitlist
          </button>
          <AppLink
            href="/auth"
            className={`${LINK} inline-flex items-center justify-center px-4 py-2`}
          >
            Sign in or create an account
          </AppLink>
        </div>
      </div>

      {open ? (
        <Suspense fallback={null}>
          <WaitlistDemoModal
            onClose={() => setOpen(false)}
            tasks={tasks}
            peopleAhead={peopleAhead}
          />
        </Suspense>
      ) : null}
    </PublicPage>
  );
}

function SampleTasks({
  done,
  onChange,
}: {
  done: readonly WaitlistTaskId[];
  onChange: (done: readonly WaitlistTaskId[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-medium">Sample profile tasks</legend>
      {WAITLIST_TASKS.filter((task) => COUNTED_TASKS.includes(task.id)).map((task) => (
        <div key={task.id} className="flex items-center gap-2">
          <input
            type="checkbox"
            id={`${id}-${task.id}`}
            className="size-4 shrink-0 rounded-[4px] accent-primary outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
            checked={done.includes(task.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...done.filter((item) => item !== task.id), task.id]
                  : done.filter((item) => item !== task.id),
              )
            }
          />
          <label htmlFor={`${id}-${task.id}`} className="text-sm leading-none">
            {task.label}
          </label>
        </div>
      ))}
      <p className="text-xs text-muted-foreground">
        Each completed task moves a person up the queue. Availability and desired roles are shown in
        the modal but do not count yet.
      </p>
    </fieldset>
  );
}
