import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useConfirmVerification,
  useDecideVerification,
  useMyVerification,
  useSendCompanyDomainVerification,
  useSendEmailVerification,
  useSubmitPortfolio,
  useUploadVerificationDocument,
  useVerificationAudit,
  useVerificationDocumentHref,
  useVerificationQueue,
} from '@hireloop/hooks';
import type { VerificationKind } from '@hireloop/sdk';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { ErrorState } from '../marketplace/lists/error-state';
import { ListSkeleton } from '../marketplace/lists/list-skeleton';
import { VERIFICATION_TEXTS as TEXTS } from '../marketplace/verification/texts';
import { VerificationAuditLog } from '../marketplace/verification/verification-audit-log';
import {
  VerificationKindCard,
  type VerificationFieldErrors,
} from '../marketplace/verification/verification-kind-card';
import { VerificationReviewList } from '../marketplace/verification/verification-review-list';
import { VerifiedBadge, VerificationKinds } from '../marketplace/verification/verified-badge';
import { cn } from '../lib/cn';

type Refusal = { kind: VerificationKind; fieldErrors: VerificationFieldErrors; message: string };

const refusalOf = (kind: VerificationKind, error: unknown): Refusal => {
  const fieldErrors = fieldErrorsOf(error);
  return {
    kind,
    fieldErrors,
    message: Object.keys(fieldErrors).length ? '' : (serverMessage(error) ?? ''),
  };
};

export type ConnectedVerificationProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The token of a mailed link (`/verification?token=…`): spent once on mount. */
  token?: string | null;
  /** Called once the token was used (say, to drop it from the address). */
  onTokenUsed?: () => void;
};

/**
 * /verification (issue 18): the person's badge and each kind of their role with its status and
 * action; a mailed link's token is confirmed on arrival. Loading, error and refusal states.
 */
export function ConnectedVerification({
  token,
  onTokenUsed,
  className,
  ...props
}: ConnectedVerificationProps) {
  const mine = useMyVerification();
  const sendEmail = useSendEmailVerification();
  const sendDomain = useSendCompanyDomainVerification();
  const confirm = useConfirmVerification();
  const portfolio = useSubmitPortfolio();
  const upload = useUploadVerificationDocument();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState<VerificationKind | null>(null);
  const spent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || spent.current === token) return;
    spent.current = token;
    confirm.mutate(token, {
      onSuccess: (item) =>
        toast({
          title: TEXTS.verified,
          description: `${item.kind === 'email' ? 'Email' : 'Company domain'} verified`,
        }),
      onError: (error) =>
        toast({ title: TEXTS.title, description: serverMessage(error), variant: 'destructive' }),
      onSettled: () => onTokenUsed?.(),
    });
  }, [token, confirm, onTokenUsed]);

  const run = (kind: VerificationKind, write: () => Promise<unknown>, done: string) => {
    setRefusal(null);
    setBusy(kind);
    write()
      .then(() => toast({ title: TEXTS.title, description: done }))
      .catch((error: unknown) => setRefusal(refusalOf(kind, error)))
      .finally(() => setBusy(null));
  };

  if (mine.isPending) return <ListSkeleton label={TEXTS.title} rows={3} />;
  if (mine.isError || !mine.data) {
    return (
      <ErrorState
        message="Your verification could not be loaded."
        onRetry={() => void mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  }
  const { items, badge } = mine.data;
  return (
    <div
      data-slot="connected-verification"
      className={cn('grid grid-cols-1 gap-4', className)}
      {...props}
    >
      {confirm.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {TEXTS.confirming}
        </p>
      ) : null}
      {badge.kinds.length ? (
        <div className="flex flex-wrap items-center gap-2">
          <VerifiedBadge badge={badge} />
          <VerificationKinds badge={badge} />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {items.map((item) => (
          <VerificationKindCard
            key={item.kind}
            item={item}
            busy={busy === item.kind}
            errors={refusal?.kind === item.kind ? refusal.fieldErrors : undefined}
            message={refusal?.kind === item.kind ? refusal.message || null : null}
            onSendEmailLink={() =>
              run('email', () => sendEmail.mutateAsync(), 'We emailed you a link.')
            }
            onSendCompanyDomainLink={(email) =>
              run(
                'company_domain',
                () => sendDomain.mutateAsync({ email }),
                `We emailed a link to ${email}.`,
              )
            }
            onSubmitPortfolio={(values) =>
              run(
                'portfolio',
                () =>
                  portfolio.mutateAsync({
                    links: values.links,
                    ...(values.note.trim() ? { note: values.note } : {}),
                  }),
                'Your portfolio is under review.',
              )
            }
            onUploadDocument={(file, note) =>
              run(
                item.kind,
                () =>
                  upload.mutateAsync({
                    kind: item.kind === 'portfolio' ? 'portfolio' : 'identity',
                    file,
                    filename: file.name,
                    ...(note.trim() ? { note } : {}),
                  }),
                'Your document is under review.',
              )
            }
          />
        ))}
      </div>
    </div>
  );
}

export type ConnectedAdminVerificationProps = Omit<ComponentProps<'div'>, 'children'>;

/**
 * /admin/verification (issue 18): the review queue (oldest first) with approve / reject with a
 * reason, and the audit log of decisions.
 */
export function ConnectedAdminVerification({
  className,
  ...props
}: ConnectedAdminVerificationProps) {
  const queue = useVerificationQueue();
  const audit = useVerificationAudit();
  const decide = useDecideVerification();
  const documentHref = useVerificationDocumentHref();
  const [errors, setErrors] = useState<{
    id: number;
    fieldErrors?: VerificationFieldErrors;
    message?: string;
  } | null>(null);

  return (
    <div
      data-slot="connected-admin-verification"
      className={cn('grid grid-cols-1 gap-8', className)}
      {...props}
    >
      <section aria-labelledby="verification-queue" className="grid grid-cols-1 gap-3">
        <h2 id="verification-queue" className="text-lg font-semibold">
          {TEXTS.queueTitle}
        </h2>
        {queue.isPending ? (
          <ListSkeleton label={TEXTS.queueTitle} rows={2} />
        ) : queue.isError || !queue.data ? (
          <ErrorState
            message="The review queue could not be loaded."
            onRetry={() => void queue.refetch()}
            retrying={queue.isFetching}
          />
        ) : (
          <VerificationReviewList
            reviews={queue.data}
            documentHref={documentHref}
            decidingId={decide.isPending ? (decide.variables?.id ?? null) : null}
            errors={errors}
            onDecide={(id, decision) => {
              setErrors(null);
              decide.mutate(
                { id, decision },
                {
                  onSuccess: (entry) =>
                    toast({
                      title: TEXTS.title,
                      description: `${entry.subject?.name ?? 'The verification'}: ${entry.action}`,
                    }),
                  onError: (error) => {
                    const fieldErrors = fieldErrorsOf(error);
                    setErrors({
                      id,
                      fieldErrors,
                      ...(Object.keys(fieldErrors).length ? {} : { message: serverMessage(error) }),
                    });
                  },
                },
              );
            }}
          />
        )}
      </section>
      <section aria-labelledby="verification-audit" className="grid grid-cols-1 gap-3">
        <h2 id="verification-audit" className="text-lg font-semibold">
          {TEXTS.auditTitle}
        </h2>
        {audit.isPending ? (
          <ListSkeleton label={TEXTS.auditTitle} rows={2} />
        ) : audit.isError || !audit.data ? (
          <ErrorState
            message="The audit log could not be loaded."
            onRetry={() => void audit.refetch()}
            retrying={audit.isFetching}
          />
        ) : (
          <VerificationAuditLog entries={audit.data} />
        )}
      </section>
    </div>
  );
}
