import { buttonVariants } from '@hireloop/ui';
import { ExternalLinkIcon } from 'lucide-react';

/**
 * The checkout's address as a link, when the partner page did not take the visitor there (no
 * loader on the page, or it did not answer): opening it is the visitor's click, so it is never a
 * second navigation beside the page's own.
 */
export function CheckoutLink({ url }: { url: string }) {
  return (
    <p role="status" className="grid gap-2 text-sm">
      <span>Checkout opens in a new tab.</span>
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ className: 'justify-self-start' })}
      >
        <ExternalLinkIcon aria-hidden="true" />
        Continue to checkout
      </a>
    </p>
  );
}
