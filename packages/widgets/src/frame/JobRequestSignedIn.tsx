/**
 * The job request widget once signed in: the app's job request form for an employer with an
 * active subscription, or the employer plans and checkout without one (or when the server refuses
 * a request for the plan's quota, with its words). A chunk of its own: a signed-out visitor's
 * frame never downloads the form's code (react-hook-form, the schemas, the selects).
 */
import {
  fieldErrorsOf,
  useAccount,
  useCheckout,
  useSaveJobRequest,
  useSkills,
  useSubscription,
} from '@hireloop/hooks';
import {
  DEFAULT_BILLING_PERIOD,
  isSubscriptionActive,
  type BillingPeriod,
  type JobRequest,
} from '@hireloop/sdk';
import {
  Button,
  EMPLOYER_SUBSCRIPTION_TEXTS,
  EmbedResult,
  EmployerPlanPicker,
  JobRequestForm,
  Spinner,
  buttonVariants,
} from '@hireloop/ui';
import { useId, useMemo, useState } from 'react';
import { useFrame } from './FrameContext';
import { FrameLoading } from './FrameLoading';
import { Session } from './Session';
import { FRAME_TEXTS as TEXTS } from './texts';

export default function JobRequestSignedIn({ justPaid }: { justPaid: boolean }) {
  return <Session>{() => <SignedIn justPaid={justPaid} />}</Session>;
}

function SignedIn({ justPaid }: { justPaid: boolean }) {
  const { params, config, bridge } = useFrame();
  const subscription = useSubscription('employer');
  const { subscriptionModal, closeSubscriptionModal } = useAccount();
  const save = useSaveJobRequest();
  const skills = useSkills().data ?? [];
  const serverErrors = useMemo(() => fieldErrorsOf(save.error), [save.error]);
  const [posted, setPosted] = useState<JobRequest | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (subscription.isPending) return <FrameLoading />;
  if (posted) {
    return (
      <EmbedResult
        title={TEXTS.posted}
        description={TEXTS.postedDescription(posted.title)}
        actions={
          <>
            <a
              href={`${config.appOrigin}/requests`}
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: 'outline' })}
            >
              {TEXTS.viewRequests}
            </a>
            <Button
              type="button"
              onClick={() => {
                setPosted(null);
                setFormKey((key) => key + 1);
              }}
            >
              {TEXTS.postAnother}
            </Button>
          </>
        }
      />
    );
  }
  const active = isSubscriptionActive(subscription.data, 'employer');
  if (!active || subscriptionModal.open) {
    return (
      <>
        <Plans
          reason={active ? subscriptionModal.reason : 'no-subscription'}
          message={subscriptionModal.open ? subscriptionModal.message : undefined}
          onBack={active ? closeSubscriptionModal : undefined}
        />
      </>
    );
  }
  return (
    <>
      {justPaid ? (
        <p role="status" className="text-sm font-medium text-success">
          {TEXTS.planActive}
        </p>
      ) : null}
      <JobRequestForm
        key={formKey}
        defaultValues={{ type: params.type }}
        skills={skills}
        submitting={save.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) =>
          save.mutate(
            { values },
            {
              onSuccess: (saved) => {
                setPosted(saved);
                bridge.send('submitted', { jobRequestId: saved.id });
              },
            },
          )
        }
      />
    </>
  );
}

/** The employer plans inline (the app shows them in its subscription modal), and checkout. */
function Plans({
  reason,
  message,
  onBack,
}: {
  reason: keyof typeof EMPLOYER_SUBSCRIPTION_TEXTS;
  message: string | undefined;
  onBack: (() => void) | undefined;
}) {
  const { startEmployerCheckout, isPending } = useCheckout();
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  const texts = EMPLOYER_SUBSCRIPTION_TEXTS[reason];
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="grid gap-1.5">
        <h2 id={titleId} className="text-lg font-semibold">
          {texts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.description}</p>
        {message ? <p className="text-sm">{message}</p> : null}
      </div>
      <EmployerPlanPicker period={period} onPeriodChange={setPeriod} disabled={isPending} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onBack ? (
          <Button type="button" variant="outline" disabled={isPending} onClick={onBack}>
            {TEXTS.backToForm}
          </Button>
        ) : null}
        <Button
          type="button"
          disabled={isPending}
          aria-busy={isPending}
          onClick={() => void startEmployerCheckout(period)}
        >
          {isPending ? <Spinner /> : null}
          {TEXTS.subscribe}
        </Button>
      </div>
    </section>
  );
}
