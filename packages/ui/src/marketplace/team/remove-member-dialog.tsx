import { companyRoleCan } from '@hireloop/sdk';
import type { TeamMember } from '@hireloop/sdk/schemas';
import { useId, useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../overlays/alert-dialog';
import { Button } from '../../primitives/button';
import { Label } from '../../primitives/label';
import { NativeSelect } from './native-select';
import { TEAM_TEXTS as TEXTS } from './texts';

export interface RemoveMemberDialogProps {
  /** The member to remove; `null` closes the dialog. */
  member: TeamMember | null;
  /** The team: the writing members other than `member` can take their work over. */
  members: readonly TeamMember[];
  /** Closes without removing. */
  onCancel: () => void;
  /** Confirms, with the chosen takeover member (undefined: nobody). */
  onConfirm: (member: TeamMember, takeoverUserId: number | undefined) => void;
  submitting?: boolean;
  /** The server's answer: the takeover field error, or another message. */
  error?: ReactNode;
}

/**
 * Confirms removing a member (issue 16): who takes over their open bids, job requests and the
 * company's conversations (any writing member), needed when they have any — the server answers
 * a field error otherwise, shown under the choice.
 */
export function RemoveMemberDialog({
  member,
  members,
  onCancel,
  onConfirm,
  submitting = false,
  error,
}: RemoveMemberDialogProps) {
  const id = useId();
  const [takeover, setTakeover] = useState('');
  const heirs = members.filter(
    (m) => m.userId !== member?.userId && companyRoleCan(m.role, 'write'),
  );
  return (
    <AlertDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setTakeover('');
          onCancel();
        }
      }}
    >
      <AlertDialogContent data-slot="remove-member-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">
            {member ? TEXTS.removeTitle(member.name) : null}
          </AlertDialogTitle>
          <AlertDialogDescription>{TEXTS.removeDescription}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-takeover`}>{TEXTS.takeoverLabel}</Label>
          <NativeSelect
            id={`${id}-takeover`}
            value={takeover}
            onChange={(event) => setTakeover(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          >
            <option value="">{TEXTS.takeoverNone}</option>
            {heirs.map((m) => (
              <option key={m.userId} value={String(m.userId)}>
                {TEXTS.roleInCompany(m.name, TEXTS.roles[m.role])}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {TEXTS.takeoverHint}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>{TEXTS.keep}</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={submitting}
            onClick={() => member && onConfirm(member, takeover ? Number(takeover) : undefined)}
          >
            {TEXTS.confirmRemove}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
