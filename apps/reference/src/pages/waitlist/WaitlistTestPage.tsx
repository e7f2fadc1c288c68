import { useState } from 'react';
import {
  useAccount,
  useCountdown,
  useHireloop,
  useIsSubscriptionActive,
  useWaitlist,
} from '@hireloop/hooks';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@hireloop/sdk';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Progress,
  Skeleton,
  WaitlistCountdown,
  WaitlistFigures,
  WaitlistTasks,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { TEXTS } from '@hireloop/sdk/constants';

/** The browser storage keys the waitlist and its checkout read or write (SPEC §3). */
const LOCAL_KEYS = [
  STORAGE_KEYS.waitlistCountdown,
  STORAGE_KEYS.hasSeenWaitlist,
  STORAGE_KEYS.waitlistShouldShow,
  STORAGE_KEYS.newTalentRegistered,
  STORAGE_KEYS.talentRegistered,
  STORAGE_KEYS.talentOnboardingCompleted,
  STORAGE_KEYS.registrationTime,
  STORAGE_KEYS.hasActiveSubscription,
  STORAGE_KEYS.lastCheckoutTime,
  STORAGE_KEYS.lastCheckoutAction,
] as const;
const SESSION_KEYS = [
  SESSION_STORAGE_KEYS.waitlistShouldShow,
  SESSION_STORAGE_KEYS.newTalentRegistered,
  SESSION_STORAGE_KEYS.talentRegistered,
  SESSION_STORAGE_KEYS.talentOnboardingCompleted,
] as const;

/**
 * /waitlist-test: the SPEC's waitlist test page as a working tool — this account's real queue
 * (from its profile tasks), the ticking countdown, the browser storage behind them with "Reset
 * countdown", and the real waitlist modal.
 */
export default function WaitlistTestPage() {
  const { storage } = useHireloop();
  const { accountType, openWaitlistModal } = useAccount();
  const liteActive = useIsSubscriptionActive('talent');
  const waitlist = useWaitlist();
  const [resets, setResets] = useState(0);

  const resetCountdown = () => {
    storage.local.remove(STORAGE_KEYS.waitlistCountdown);
    setResets((count) => count + 1);
  };

  return (
    <Page>
      <PageHeader
        title="Waitlist test"
        description="Your account's waitlist as the app works it out, the browser storage behind it, and the real waitlist modal."
        actions={
          <Button type="button" onClick={() => openWaitlistModal()}>
            Open the waitlist modal
          </Button>
        }
      />
      <div className="flex flex-col gap-8">
        <section aria-labelledby="queue-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="queue-heading" className="text-lg font-semibold">
              Your place in the queue
            </h2>
            {waitlist.isLoading ? null : waitlist.applies ? (
              <Badge variant="warning">Waitlist applies</Badge>
            ) : (
              <Badge variant="secondary">Waitlist does not apply</Badge>
            )}
          </div>
          {waitlist.isLoading ? (
            <div
              role="status"
              aria-label="Loading your waitlist"
              className="grid gap-3 sm:grid-cols-4"
            >
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} className="h-20 w-full" />
              ))}
            </div>
          ) : (
            <>
              {!waitlist.applies ? (
                <p className="text-sm text-muted-foreground">
                  {accountType !== 'talent'
                    ? `You are acting as an employer: the waitlist is for talent. ${TEXTS.shell.switchTo.talent} in the account menu to see it apply.`
                    : liteActive
                      ? 'You have an active Lite plan, so you skipped the waitlist. The figures below are what it would show.'
                      : 'The figures below are what the waitlist shows for your profile.'}
                </p>
              ) : null}
              <WaitlistFigures
                position={waitlist.position}
                peopleAhead={waitlist.peopleAhead}
                helped={waitlist.helped}
              />
              <div className="flex flex-col gap-1.5">
                <div className="flex justify-between text-sm">
                  <span id="queue-progress-label">Progress toward the front</span>
                  <span>{waitlist.progress}%</span>
                </div>
                <Progress value={waitlist.progress} aria-labelledby="queue-progress-label" />
              </div>
              <WaitlistTasks tasks={waitlist.tasks} />
              <p className="text-sm text-muted-foreground">
                Tasks done: {waitlist.completed} of {waitlist.tasks.length}. Complete your profile
                (bio, title, location and hourly rate) and add skills on your profile page to move
                up.
              </p>
            </>
          )}
        </section>

        <LiveStorage key={resets} onResetCountdown={resetCountdown} />
      </div>
    </Page>
  );
}

/**
 * The countdown (it ticks here, and saves itself each minute) and the storage keys, read again on
 * every tick so the table follows what the app writes. Remounted by "Reset countdown".
 */
function LiveStorage({ onResetCountdown }: { onResetCountdown: () => void }) {
  const { storage } = useHireloop();
  const countdown = useCountdown();

  return (
    <>
      <section aria-labelledby="countdown-heading" className="flex flex-col gap-4">
        <h2 id="countdown-heading" className="text-lg font-semibold">
          Countdown
        </h2>
        <Card>
          <CardContent className="flex flex-col gap-4">
            <WaitlistCountdown countdown={countdown} />
            <p className="text-sm text-muted-foreground">
              {countdown.isFinished
                ? 'The countdown has finished and stopped.'
                : 'It ticks every second and saves days, hours and minutes under waitlistCountdown whenever the seconds reach zero.'}
            </p>
            <Button
              type="button"
              variant="outline"
              className="self-start"
              onClick={onResetCountdown}
            >
              Reset countdown
            </Button>
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="storage-heading" className="flex flex-col gap-3">
        <h2 id="storage-heading" className="text-lg font-semibold">
          Browser storage
        </h2>
        <p className="text-sm text-muted-foreground">
          What this browser holds for the waitlist and the checkout. Empty keys are not set.
        </p>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Waitlist storage keys and their values</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Key
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Storage
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {[
                ...LOCAL_KEYS.map((key) => ({
                  key,
                  area: 'local' as const,
                  value: storage.local.get(key),
                })),
                ...SESSION_KEYS.map((key) => ({
                  key,
                  area: 'session' as const,
                  value: storage.session.get(key),
                })),
              ].map(({ key, area, value }) => (
                <tr key={`${area}-${key}`} className="border-t border-border">
                  <th scope="row" className="px-3 py-2 font-mono text-xs font-normal break-all">
                    {key}
                  </th>
                  <td className="px-3 py-2 text-muted-foreground">{area}</td>
                  <td className="px-3 py-2 font-mono text-xs break-all">
                    {value ?? <span className="text-muted-foreground">not set</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
