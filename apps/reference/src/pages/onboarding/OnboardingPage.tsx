import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { useAccount, useHireloop, useProfiling, useWaitlist } from '@hireloop/hooks';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS, type AccountType } from '@hireloop/sdk';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  ErrorState,
  Skeleton,
  WaitlistTasks,
} from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { RoleChoice } from '../auth/RoleChoice';
import { ProfileForm, profileFieldsFor } from '../profile/ProfileForm';

const STEPS = [
  { id: 1, label: 'Account type' },
  { id: 2, label: 'Profile' },
  { id: 3, label: 'Skills' },
] as const;
type Step = (typeof STEPS)[number]['id'];

const stepFrom = (raw: string | null): Step => (raw === '2' ? 2 : raw === '3' ? 3 : 1);

/**
 * /onboarding, the target after registration (SPEC §2, §4): 1. the account type, 2. the profile
 * of that type, 3. skills — each can be skipped or gone back to; Finish goes home. The step is in
 * `?step=` so the browser's Back button walks the steps. Talent without a plan see the waitlist
 * tasks these steps complete (SPEC §4 "Completing profile tasks reduces the people-ahead count").
 */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const { storage } = useHireloop();
  const { accountType, setAccountType } = useAccount();
  const profiling = useProfiling();
  const waitlist = useWaitlist();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = stepFrom(searchParams.get('step'));
  const [choice, setChoice] = useState<AccountType>(accountType);

  // Each new step's heading takes the focus, so the change is announced (not on first load).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: Step) => setSearchParams(next === 1 ? {} : { step: String(next) });

  const finish = () => {
    // Not shown in SPEC: the storage keys it lists for a finished onboarding.
    storage.local.set(STORAGE_KEYS.onboardingCompleted, 'true');
    if (accountType === 'talent') {
      storage.local.set(STORAGE_KEYS.talentOnboardingCompleted, 'true');
      storage.session.set(SESSION_STORAGE_KEYS.talentOnboardingCompleted, 'true');
    }
    void navigate('/');
  };

  const heading = (text: string, description: string) => (
    <CardHeader>
      <CardTitle>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {text}
        </h2>
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );

  const needsProfile = (content: (data: NonNullable<typeof profiling.data>) => ReactNode) =>
    profiling.isPending ? (
      <div role="status" aria-label="Loading your profile" className="grid gap-4">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    ) : profiling.isError || !profiling.data ? (
      <ErrorState
        message="Your profile could not be loaded."
        onRetry={() => void profiling.refetch()}
        retrying={profiling.isFetching}
      />
    ) : (
      content(profiling.data)
    );

  let body: ReactNode;
  if (step === 1) {
    body = (
      <>
        {heading(
          'How will you use Hireloop?',
          'This decides what you see first. You can switch between hiring and working at any time from the account menu.',
        )}
        <CardContent>
          <form
            className="grid gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              setAccountType(choice);
              goTo(2);
            }}
          >
            <RoleChoice
              legend="Account type"
              name="accountType"
              value={choice}
              onChange={setChoice}
            />
            <StepActions>
              <Button type="button" variant="ghost" onClick={() => goTo(2)}>
                Skip for now
              </Button>
              <Button type="submit">Continue</Button>
            </StepActions>
          </form>
        </CardContent>
      </>
    );
  } else if (step === 2) {
    body = (
      <>
        {heading(
          accountType === 'employer' ? 'Tell talent about your company' : 'Complete your profile',
          accountType === 'employer'
            ? 'Talent see this when you invite them to a job request.'
            : 'Employers see this when they look for talent. A title, bio, location and hourly rate complete your profile.',
        )}
        <CardContent>
          {needsProfile((data) => (
            <ProfileForm
              key={`${data.userId}-${accountType}`}
              profile={data}
              accountType={accountType}
              fields={profileFieldsFor(accountType)}
              submitLabel="Save and continue"
              announceSaved={false}
              onSaved={() => goTo(3)}
              actions={
                <>
                  <Button type="button" variant="outline" onClick={() => goTo(1)}>
                    Back
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => goTo(3)}>
                    Skip for now
                  </Button>
                </>
              }
            />
          ))}
        </CardContent>
      </>
    );
  } else {
    body = (
      <>
        {heading(
          'Pick your skills',
          accountType === 'employer'
            ? 'The skills your team works with. They help talent understand what you do.'
            : 'Employers find talent by skill. Choose the ones you work with.',
        )}
        <CardContent>
          {needsProfile((data) => (
            <ProfileForm
              key={data.userId}
              profile={data}
              accountType={accountType}
              fields={['skills']}
              submitLabel="Finish"
              announceSaved={false}
              onSaved={finish}
              actions={
                <>
                  <Button type="button" variant="outline" onClick={() => goTo(2)}>
                    Back
                  </Button>
                  <Button type="button" variant="ghost" onClick={finish}>
                    Skip for now
                  </Button>
                </>
              }
            />
          ))}
        </CardContent>
      </>
    );
  }

  const showWaitlist = accountType === 'talent' && waitlist.applies;
  return (
    <Page className="max-w-5xl">
      <PageHeader
        title="Welcome to Hireloop"
        description="Three quick steps to set up your account. Skip any of them and come back later from your profile."
      />
      <nav aria-label="Onboarding steps" className="mb-6">
        <ol className="grid grid-cols-3 gap-2">
          {STEPS.map(({ id, label }) => (
            <li
              key={id}
              aria-current={id === step ? 'step' : undefined}
              className={cn(
                'flex flex-col gap-1.5 text-xs font-medium text-muted-foreground sm:text-sm',
                id === step && 'text-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn('h-1.5 rounded-full bg-muted', id <= step && 'bg-primary')}
              />
              <span>
                <span className="sr-only">Step </span>
                {id}
                <span className="sr-only"> of {STEPS.length}</span>. {label}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <div className={cn('grid gap-6', showWaitlist && 'lg:grid-cols-[1fr_18rem] lg:items-start')}>
        <Card>{body}</Card>
        {showWaitlist ? <WaitlistCard tasks={waitlist.tasks} /> : null}
      </div>
    </Page>
  );
}

function StepActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** The waitlist tasks as a checklist beside the steps, with the queue one click away. */
function WaitlistCard({ tasks }: { tasks: ReturnType<typeof useWaitlist>['tasks'] }) {
  const { openWaitlistModal } = useAccount();
  return (
    <Card className="gap-4">
      <CardContent className="grid gap-4">
        <WaitlistTasks tasks={tasks} title="Move up the waitlist" />
        <Button type="button" variant="outline" onClick={openWaitlistModal}>
          See your place in the queue
        </Button>
      </CardContent>
    </Card>
  );
}
