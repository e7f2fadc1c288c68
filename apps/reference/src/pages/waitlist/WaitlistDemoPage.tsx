import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCountdown, usePlans } from '@hireloop/hooks';
import { WAITLIST, WAITLIST_TASKS, waitlistPeopleAhead, type WaitlistTaskId } from '@hireloop/sdk';
import { formatCount } from '@hireloop/sdk/constants';
import { Button, Checkbox, Label, waitLabel, WaitlistModal, type WaitlistTask } from '@hireloop/ui';
import { PublicPage } from '../../components/PublicPage';
import { AppLink } from '../../lib/AppLink';

/** The two tasks SPEC §5 counts; the others are never done, so the demo does not offer them. */
const COUNTED_TASKS: readonly WaitlistTaskId[] = ['profile', 'skills'];

/**
 * /waitlist-demo (public): the waitlist/upgrade modal new talent see, with sample figures worked
 * out by the sdk's waitlist rules. Ticking the sample tasks shows how completing a profile moves a
 * person up the queue; "Skip the waitlist" leads to sign-in, since buying Lite needs an account.
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
          <Button type="button" onClick={() => setOpen(true)}>
            Open the waitlist
          </Button>
          <AppLink
            href="/auth"
            className="inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in or create an account
          </AppLink>
        </div>
      </div>

      {open ? (
        <DemoModal onClose={() => setOpen(false)} tasks={tasks} peopleAhead={peopleAhead} />
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
          <Checkbox
            id={`${id}-${task.id}`}
            checked={done.includes(task.id)}
            onCheckedChange={(checked) =>
              onChange(
                checked === true
                  ? [...done.filter((item) => item !== task.id), task.id]
                  : done.filter((item) => item !== task.id),
              )
            }
          />
          <Label htmlFor={`${id}-${task.id}`} className="font-normal">
            {task.label}
          </Label>
        </div>
      ))}
      <p className="text-xs text-muted-foreground">
        Each completed task moves a person up the queue. Availability and desired roles are shown in
        the modal but do not count yet.
      </p>
    </fieldset>
  );
}

/** Mounted only while open, so the countdown ticks only while it is shown (as in the app). */
function DemoModal({
  onClose,
  tasks,
  peopleAhead,
}: {
  onClose: () => void;
  tasks: WaitlistTask[];
  peopleAhead: number;
}) {
  const navigate = useNavigate();
  const countdown = useCountdown();
  const plans = usePlans('talent');
  return (
    <WaitlistModal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      position={peopleAhead + 1}
      peopleAhead={peopleAhead}
      helped={WAITLIST.helped}
      countdown={countdown}
      tasks={tasks}
      plans={plans.data ?? []}
      plansStatus={plans.isPending ? 'loading' : plans.isError ? 'error' : 'ready'}
      onRetryPlans={() => void plans.refetch()}
      // Buying Lite needs an account: the demo sends the visitor to sign in or register.
      onCheckout={() => navigate('/auth')}
      onCheckoutUnavailable={() => void plans.refetch()}
    />
  );
}
