import type { Partner } from '@hireloop/sdk/schemas';
import { Plus } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { PARTNER_TEXTS as TEXTS } from '../../labels';
import { cn } from '../../lib/cn';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../overlays/alert-dialog';
import { Badge } from '../../primitives/badge';
import { Button, buttonVariants } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { Spinner } from '../../primitives/spinner';
import { EmptyState } from '../lists/empty-state';
import { ErrorState } from '../lists/error-state';
import { formatDate } from '../lists/format-date';
import { CopyButton } from './copy-button';

export type PartnerListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The partners, newest first (GET /api/admin/partners); revoked ones too. */
  partners: readonly Partner[];
  /** The list is loading: skeleton rows instead. @default false */
  loading?: boolean;
  /** The list failed to load: an ErrorState with this message (`true` for none) instead. */
  error?: ReactNode;
  /** Called by the ErrorState's "Try again". */
  onRetry?: () => void;
  /** Disables "Try again" while the retry runs. @default false */
  retrying?: boolean;
  /** Copies a text (a publishable key) to the clipboard; a rejection shows "Copy failed". */
  onCopyText: (text: string) => void | Promise<unknown>;
  /** Called by an active partner's "Edit". */
  onEdit: (partner: Partner) => void;
  /** Called once an active partner's "Revoke" is confirmed in the alert dialog. */
  onRevoke: (partner: Partner) => void;
  /** Shows "Register partner" (above the list, and in the empty state) that calls it. */
  onRegister?: () => void;
  /** The partner being revoked: its buttons wait. */
  revokingId?: number | null;
  /** The element of each partner's name, to fit the page's outline. @default 'h3' */
  nameAs?: 'h2' | 'h3' | 'h4';
};

/**
 * The partner sites registered to embed the widgets (issue 15), presentational: each with its
 * name, publishable key (with "Copy"), allowed origins, registration date and, once revoked, a
 * Revoked badge; active ones offer "Edit" and "Revoke" (confirmed in an alert dialog). Loading,
 * empty and error states included. Everything an admin typed is rendered as text.
 */
export function PartnerList({
  partners,
  loading = false,
  error,
  onRetry,
  retrying = false,
  onCopyText,
  onEdit,
  onRevoke,
  onRegister,
  revokingId = null,
  nameAs: Name = 'h3',
  className,
  ...props
}: PartnerListProps) {
  const [confirming, setConfirming] = useState<Partner | null>(null);
  const register = onRegister ? (
    <Button type="button" onClick={onRegister}>
      <Plus aria-hidden="true" />
      {TEXTS.register}
    </Button>
  ) : null;

  let body: ReactNode;
  if (loading) {
    body = <PartnerListSkeleton />;
  } else if (error) {
    body = (
      <ErrorState
        title={TEXTS.loadFailed}
        message={error === true ? undefined : error}
        onRetry={onRetry}
        retrying={retrying}
        titleAs={Name}
      />
    );
  } else if (partners.length === 0) {
    body = (
      <EmptyState
        title={TEXTS.emptyTitle}
        description={TEXTS.emptyDescription}
        action={register}
        titleAs={Name}
      />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {partners.map((partner) => (
          <PartnerItem
            key={partner.id}
            partner={partner}
            Name={Name}
            onCopyText={onCopyText}
            onEdit={onEdit}
            onRevoke={setConfirming}
            revoking={revokingId === partner.id}
          />
        ))}
      </ul>
    );
  }

  return (
    <div data-slot="partner-list" className={cn('flex flex-col gap-4', className)} {...props}>
      {register && !loading && !error && partners.length > 0 ? (
        <div className="flex justify-end">{register}</div>
      ) : null}
      {body}
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent data-slot="partner-revoke-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle className="leading-snug break-words">
              {confirming ? TEXTS.revokeTitle(confirming.name) : null}
            </AlertDialogTitle>
            <AlertDialogDescription>{TEXTS.revokeDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{TEXTS.keep}</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => confirming && onRevoke(confirming)}
            >
              {TEXTS.revoke}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

interface PartnerItemProps {
  partner: Partner;
  Name: 'h2' | 'h3' | 'h4';
  onCopyText: (text: string) => void | Promise<unknown>;
  onEdit: (partner: Partner) => void;
  onRevoke: (partner: Partner) => void;
  revoking: boolean;
}

/** One partner, as a card. */
function PartnerItem({ partner, Name, onCopyText, onEdit, onRevoke, revoking }: PartnerItemProps) {
  const id = useId();
  const revoked = partner.revokedAt !== null;
  return (
    <li
      data-slot="partner"
      data-state={revoked ? 'revoked' : 'active'}
      aria-labelledby={`${id}-name`}
      // Focus lands here when the Revoke button it came from is disabled (the revocation runs).
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg outline-none border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Name id={`${id}-name`} className="min-w-0 font-semibold break-words">
          {partner.name}
        </Name>
        {revoked ? <Badge variant="secondary">{TEXTS.revoked}</Badge> : null}
      </div>

      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">{TEXTS.key}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 rounded bg-muted px-2 py-1 font-mono text-sm break-all text-foreground">
            {partner.publishableKey}
          </code>
          <CopyButton
            text={partner.publishableKey}
            onCopyText={onCopyText}
            what={TEXTS.copyKeyOf(partner.name)}
          />
        </div>
      </div>

      <div className="grid gap-1">
        <p id={`${id}-origins`} className="text-xs font-medium text-muted-foreground">
          {TEXTS.origins}
        </p>
        <ul aria-labelledby={`${id}-origins`} className="flex flex-wrap gap-1.5">
          {partner.allowedOrigins.map((origin) => (
            <li key={origin} className="min-w-0">
              <Badge variant="outline" className="font-mono break-all whitespace-normal">
                {origin}
              </Badge>
            </li>
          ))}
        </ul>
      </div>

      <p className="text-xs text-muted-foreground">
        <time dateTime={partner.createdAt}>
          {TEXTS.registeredOn(formatDate(partner.createdAt))}
        </time>
        {partner.revokedAt ? (
          <>
            {' · '}
            <time dateTime={partner.revokedAt}>
              {TEXTS.revokedOn(formatDate(partner.revokedAt))}
            </time>
          </>
        ) : null}
      </p>

      {revoked ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={revoking}
            onClick={() => onEdit(partner)}
          >
            {TEXTS.edit} <span className="sr-only">{partner.name}</span>
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="text-destructive"
            disabled={revoking}
            aria-busy={revoking}
            onClick={() => onRevoke(partner)}
          >
            {revoking ? <Spinner size="sm" aria-hidden="true" /> : null}
            {TEXTS.revoke} <span className="sr-only">{partner.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** Two placeholder partners while the list loads (a `status` region named "Loading partners"). */
function PartnerListSkeleton() {
  return (
    <div
      role="status"
      aria-label={TEXTS.loading}
      aria-busy="true"
      data-slot="partner-list-skeleton"
      className="flex flex-col gap-3"
    >
      {[0, 1].map((row) => (
        <div key={row} className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-7 w-full max-w-sm" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-5 w-28" />
          </div>
          <Skeleton className="h-3 w-32" />
        </div>
      ))}
    </div>
  );
}
