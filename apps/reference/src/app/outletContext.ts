import { useOutletContext } from '../lib/router';
import type { CheckoutReturnStatus } from '@hireloop/hooks';

/** What the signed-in frame (AppLayout) hands the page it renders. */
export interface AppOutletContext {
  /**
   * How a checkout ended, when this visit is its return (SPEC §4 `?success` / `?canceled`), and
   * the page it returned to. The frame has cleared the query string by the time a page reads it.
   */
  checkoutReturn: { status: CheckoutReturnStatus; path: string } | null;
}

export const useAppOutlet = () => useOutletContext<AppOutletContext>();
