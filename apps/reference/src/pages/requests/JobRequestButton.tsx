import { useState } from 'react';
import { useStartJobRequest } from '@hireloop/hooks';
import { Button, type ButtonProps } from '@hireloop/ui';
import { TEXTS } from '@hireloop/sdk/constants';

/**
 * SPEC §2's `TEXTS.shell.jobRequest` action: the job request modal with an active employer subscription,
 * else the employer subscription modal (`useStartJobRequest` decides, once the plan is known).
 */
export function JobRequestButton({
  children = TEXTS.shell.jobRequest,
  ...props
}: Omit<ButtonProps, 'onClick'>) {
  const start = useStartJobRequest();
  const [starting, setStarting] = useState(false);
  return (
    <Button
      type="button"
      {...props}
      disabled={starting || props.disabled}
      onClick={() => {
        setStarting(true);
        void start().finally(() => setStarting(false));
      }}
    >
      {children}
    </Button>
  );
}
