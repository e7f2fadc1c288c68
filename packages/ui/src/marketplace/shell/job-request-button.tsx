import type { AccountType } from '@hireloop/sdk';
import { PlusIcon } from 'lucide-react';
import { Button, type ButtonProps } from '../../primitives/button';
import { SHELL_TEXTS } from '../../labels';

export type JobRequestButtonProps = Omit<ButtonProps, 'children' | 'asChild'> & {
  /** Which account the user acts as now; talent see no button. */
  accountType: AccountType;
};

/**
 * The header's `TEXTS.shell.jobRequest` button, employers only (SPEC §2). The caller decides what `onClick`
 * opens: the job request modal with an active subscription, otherwise the subscription modal.
 */
export function JobRequestButton({
  accountType,
  type = 'button',
  ...props
}: JobRequestButtonProps) {
  if (accountType !== 'employer') return null;
  return (
    <Button data-slot="job-request-button" type={type} {...props}>
      <PlusIcon aria-hidden="true" />
      {SHELL_TEXTS.jobRequest}
    </Button>
  );
}
