import { useAccount, useCountdown, useWaitlist, type WaitlistTask } from '@hireloop/hooks';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Progress,
  WAITLIST_MODAL_TEXTS,
  WaitlistCountdown,
  WaitlistFigures,
} from '@hireloop/ui';
import { AppLink } from '../../lib/AppLink';
import { TEXTS } from '@hireloop/sdk/constants';

/** Where each waitlist task is done: the profile form, or the onboarding steps. */
const TASK_HREFS: Record<WaitlistTask['id'], string> = {
  profile: '/profile',
  skills: '/profile',
  availability: '/onboarding',
  desiredRoles: '/onboarding',
};

/**
 * The waitlist for talent without Lite (SPEC §4, §9): the queue figures, the countdown, the
 * profile tasks that move them up (each a link to where it is done), and `TEXTS.shell.upgrade.talent`.
 */
export function WaitlistSummary() {
  const { openWaitlistModal } = useAccount();
  const waitlist = useWaitlist();
  const countdown = useCountdown();
  const done = waitlist.tasks.filter((task) => task.done).length;
  const percent = Math.round((done / Math.max(waitlist.tasks.length, 1)) * 100);

  return (
    <Card aria-labelledby="waitlist-title" role="region">
      <CardHeader>
        <CardTitle>
          <h2 id="waitlist-title" className="text-lg">
            {WAITLIST_MODAL_TEXTS.title}
          </h2>
        </CardTitle>
        <CardDescription>{WAITLIST_MODAL_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <WaitlistFigures
          position={waitlist.position}
          peopleAhead={waitlist.peopleAhead}
          helped={waitlist.helped}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <WaitlistCountdown countdown={countdown} />
          <section aria-labelledby="waitlist-tasks" className="grid content-start gap-3">
            <div className="flex items-baseline justify-between gap-2">
              <h3 id="waitlist-tasks" className="text-sm font-semibold">
                Move up the queue
              </h3>
              <span className="text-xs text-muted-foreground">
                {done} of {waitlist.tasks.length} done
              </span>
            </div>
            <Progress value={percent} aria-label="Profile tasks completed" />
            <ul className="grid gap-2">
              {waitlist.tasks.map((task) => (
                <li key={task.id} className="flex items-center gap-2 text-sm">
                  <span
                    aria-hidden="true"
                    className={
                      task.done
                        ? 'flex size-4 shrink-0 items-center justify-center rounded-full bg-success text-[10px] text-success-foreground'
                        : 'size-4 shrink-0 rounded-full border-2 border-muted-foreground'
                    }
                  >
                    {task.done ? '✓' : null}
                  </span>
                  {task.done ? (
                    <span className="text-muted-foreground line-through">
                      {task.label}
                      <span className="sr-only"> (done)</span>
                    </span>
                  ) : (
                    <AppLink
                      href={TASK_HREFS[task.id]}
                      className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {task.label}
                    </AppLink>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="flex flex-col gap-3 rounded-lg bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            Skip the waitlist with Lite: browse every opportunity and send proposals today.
          </p>
          <Button type="button" className="shrink-0" onClick={() => openWaitlistModal()}>
            {TEXTS.shell.upgrade.talent}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
