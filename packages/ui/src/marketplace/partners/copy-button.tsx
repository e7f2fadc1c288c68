import { Check, Copy, X } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { PARTNER_TEXTS as TEXTS } from '../../labels';
import { Button } from '../../primitives/button';

/** How long "Copied" (or "Copy failed") shows before the button reads "Copy" again, in ms. */
const FEEDBACK_MS = 2000;

export type CopyButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> & {
  /** What is copied. */
  text: string;
  /**
   * Copies `text` (the clipboard is the caller's: `navigator.clipboard.writeText`, say). A
   * rejected promise shows "Copy failed".
   */
  onCopyText: (text: string) => void | Promise<unknown>;
  /** Read after "Copy" by screen readers, e.g. "the key of Acme" (not after "Copied"). */
  what: string;
};

/**
 * "Copy": hands `text` to `onCopyText`, then reads "Copied" (or "Copy failed") for two seconds,
 * said by a polite live region too.
 */
export function CopyButton({ text, onCopyText, what, ...props }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await onCopyText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const Icon = state === 'copied' ? Check : state === 'failed' ? X : Copy;
  const label =
    state === 'copied' ? TEXTS.copied : state === 'failed' ? TEXTS.copyFailed : TEXTS.copy;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        data-slot="copy-button"
        data-state={state}
        onClick={() => void copy()}
        {...props}
      >
        <Icon aria-hidden="true" />
        {label}
        {state === 'idle' ? (
          <>
            {' '}
            <span className="sr-only">{what}</span>
          </>
        ) : null}
      </Button>
      <span role="status" className="sr-only">
        {state === 'idle' ? '' : label}
      </span>
    </>
  );
}
