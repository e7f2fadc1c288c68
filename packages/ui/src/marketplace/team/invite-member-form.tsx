import {
  ASSIGNABLE_COMPANY_ROLES,
  createInviteSchema,
  formatZodError,
  type AssignableCompanyRole,
  type CreateInvite,
} from '@hireloop/sdk/schemas';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button';
import { Input } from '../../primitives/input';
import { Label } from '../../primitives/label';
import { NativeSelect } from './native-select';
import { TEAM_TEXTS as TEXTS } from './texts';

export type InviteMemberFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with the parsed invite (the sdk's `createInviteSchema`) when it is valid. */
  onInvite: (invite: CreateInvite) => void | Promise<unknown>;
  /** Sending: the button waits. @default false */
  submitting?: boolean;
  /** The server's field errors (an address already in the team). */
  serverErrors?: Record<string, string[]>;
};

/**
 * Invite a member by email (issue 16), presentational: an address and a role (admin, recruiter,
 * viewer), checked with the sdk's schema before sending; field errors below each field. The form
 * empties once `onInvite` resolves.
 */
export function InviteMemberForm({
  onInvite,
  submitting = false,
  serverErrors,
  className,
  ...props
}: InviteMemberFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableCompanyRole>('recruiter');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { email, role };
    const parsed = createInviteSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(formatZodError(parsed.error, { input }).fieldErrors);
      return;
    }
    setErrors({});
    try {
      await onInvite(parsed.data);
      setEmail('');
    } catch {
      // The page shows the failure (field errors come back through `serverErrors`).
    }
  };

  const emailError = shown.email?.[0];
  const roleError = shown.role?.[0];
  return (
    <form
      data-slot="invite-member-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cn('flex flex-col gap-3 sm:flex-row sm:items-start', className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>{TEXTS.inviteEmail}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        {emailError ? (
          <p id={`${id}-email-error`} className="text-sm text-destructive">
            {emailError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5 sm:w-40">
        <Label htmlFor={`${id}-role`}>{TEXTS.inviteRole}</Label>
        <NativeSelect
          id={`${id}-role`}
          value={role}
          onChange={(event) => setRole(event.target.value as AssignableCompanyRole)}
          aria-invalid={roleError ? true : undefined}
        >
          {ASSIGNABLE_COMPANY_ROLES.map((value) => (
            <option key={value} value={value}>
              {TEXTS.roles[value]}
            </option>
          ))}
        </NativeSelect>
        {roleError ? <p className="text-sm text-destructive">{roleError}</p> : null}
      </div>
      <Button type="submit" disabled={submitting} className="sm:mt-[1.375rem]">
        {submitting ? TEXTS.sending : TEXTS.sendInvite}
      </Button>
    </form>
  );
}
