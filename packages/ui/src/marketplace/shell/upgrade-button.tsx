import type { AccountType } from '@hireloop/sdk';
import { SparklesIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../../primitives/button';
import { SHELL_TEXTS } from '../../labels';

export type UpgradeButtonProps = Omit<ButtonProps, 'children' | 'asChild'> & {
  /** Which account the user acts as now; picks the text. */
  accountType: AccountType;
  /** Whether the active account has an active subscription; then nothing renders. */
  hasActiveSubscription: boolean;
};

/**
 * The sidebar upgrade button of SPEC §2: `TEXTS.shell.upgrade.talent` for talent (the caller opens the
 * waitlist/upgrade modal) and `TEXTS.shell.upgrade.employer` for employers (the employer subscription
 * modal); "hidden when the active account has an active subscription".
 */
export function UpgradeButton({
  accountType,
  hasActiveSubscription,
  className,
  type = 'button',
  ...props
}: UpgradeButtonProps) {
  if (hasActiveSubscription) return null;
  return (
    <Button
      data-slot="upgrade-button"
      data-account-type={accountType}
      type={type}
      className={cn('w-full', className)}
      {...props}
    >
      <SparklesIcon aria-hidden="true" />
      {SHELL_TEXTS.upgrade[accountType]}
    </Button>
  );
}
