import { VERIFICATION_KIND_LABELS } from '@hireloop/sdk';
import type { VerificationAuditEntry } from '@hireloop/sdk/schemas';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, formatTime } from '../lists/format-date';
import { VERIFICATION_TEXTS as TEXTS } from './texts';

export type VerificationAuditLogProps = Omit<ComponentProps<'ol'>, 'children'> & {
  /** The decisions, newest first (GET /api/admin/verification/audit). */
  entries: readonly VerificationAuditEntry[];
};

/** The verification audit log (issue 18): who approved or rejected whose verification, when, why. */
export function VerificationAuditLog({ entries, className, ...props }: VerificationAuditLogProps) {
  if (entries.length === 0) {
    return <p className="text-sm text-muted-foreground">{TEXTS.auditEmpty}</p>;
  }
  return (
    <ol
      data-slot="verification-audit-log"
      aria-label={TEXTS.auditTitle}
      className={cn('grid grid-cols-1 gap-2 text-sm', className)}
      {...props}
    >
      {entries.map((entry) => (
        <li key={entry.id} className="min-w-0 rounded-md border border-border p-3 break-words">
          <p>
            <span className="font-medium">{entry.actor?.name ?? 'An admin'}</span>{' '}
            {entry.action === 'approved' ? TEXTS.approvedBy : TEXTS.rejectedBy}{' '}
            <span className="font-medium">{entry.subject?.name ?? 'a deleted account'}</span>
            {'’s '}
            {VERIFICATION_KIND_LABELS[entry.kind].toLowerCase()}
          </p>
          {entry.reason ? <p className="text-muted-foreground">{entry.reason}</p> : null}
          <p className="text-xs text-muted-foreground">
            <time dateTime={entry.at}>
              {formatDate(entry.at)} {formatTime(entry.at)}
            </time>
          </p>
        </li>
      ))}
    </ol>
  );
}
