import { useQuery } from '@tanstack/react-query';
import {
  completedWaitlistTasks,
  isSubscriptionActive,
  WAITLIST,
  WAITLIST_TASKS,
  waitlistPeopleAhead,
  waitlistWeeks,
  type WaitlistTaskId,
} from '@hireloop/sdk';
import { useAccount } from '../account/useAccount';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { profilingQuery } from '../queries/session';
import { subscriptionQuery } from '../queries/subscription';

export interface WaitlistTask {
  id: WaitlistTaskId;
  label: string;
  done: boolean;
}

export interface WaitlistValue {
  /** The four profile tasks in SPEC order, each marked done or not (SPEC §5). */
  tasks: WaitlistTask[];
  /** How many tasks are done (0 to 2: availability and desired roles never count). */
  completed: number;
  /** People ahead: 119 less what the done tasks earned, at least 1 (SPEC §9). */
  peopleAhead: number;
  /** Queue position: the people ahead plus one (120 with no task done). */
  position: number;
  /** Estimated wait: people ahead / 20 a week, rounded (SPEC §9). */
  weeks: number;
  /** People helped so far, 12,980 (SPEC §9). */
  helped: number;
  /** 0 to 100: how far the people ahead went from 119 toward 1. */
  progress: number;
  /**
   * Whether the waitlist applies: acting as talent without an active talent subscription (SPEC
   * §6). False while the subscription is loading, so a subscriber never sees it flash.
   */
  applies: boolean;
  /** True while the session, the profile or the subscription is first loading. */
  isLoading: boolean;
}

const progressOf = (ahead: number) =>
  Math.round(((WAITLIST.peopleAhead - ahead) / (WAITLIST.peopleAhead - 1)) * 100);

/**
 * The talent waitlist (SPEC §4/§9): profile tasks from the own profile, and the queue figures they
 * earn ("Completing profile tasks reduces the people-ahead count").
 */
export function useWaitlist(): WaitlistValue {
  const { client } = useHireloop();
  const { user, isLoading: sessionLoading } = useAuth();
  const { accountType } = useAccount();
  const signedIn = user !== null;
  const profile = useQuery({ ...profilingQuery(client), enabled: signedIn });
  const subscription = useQuery({ ...subscriptionQuery(client, 'talent'), enabled: signedIn });

  const done = completedWaitlistTasks(profile.data);
  const peopleAhead = waitlistPeopleAhead(WAITLIST.peopleAhead, done.length);
  return {
    tasks: WAITLIST_TASKS.map(({ id, label }) => ({ id, label, done: done.includes(id) })),
    completed: done.length,
    peopleAhead,
    position: peopleAhead + 1,
    weeks: waitlistWeeks(peopleAhead),
    helped: WAITLIST.helped,
    progress: progressOf(peopleAhead),
    applies:
      signedIn &&
      accountType === 'talent' &&
      subscription.isSuccess &&
      !isSubscriptionActive(subscription.data, 'talent'),
    isLoading: sessionLoading || profile.isLoading || subscription.isLoading,
  };
}
