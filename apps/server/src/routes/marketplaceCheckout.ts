/**
 * The local checkout page of a marketplace order (issue 18): the service, tier, add-ons and total
 * with Pay and Cancel, for its buyer only (anyone else: 404). The same page frame and script as
 * the plans' local checkout (routes/checkoutPage.ts); Pay applies the payment once
 * (services/marketplace/orders.ts payLocal) and returns to the order.
 */
import { isHttpProblem } from '../errors';
import { escapeHtml } from '../html';
import type { AuthUser } from '../services/sessions';
import type { App } from '../types';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** The status, title and body of the order checkout page behind `checkoutId` for `user`. */
export async function orderCheckoutPage(
  app: App,
  user: AuthUser,
  checkoutId: string,
): Promise<{ status: number; title: string; body: string }> {
  let row;
  try {
    row = await app.services.marketplace.orders.localCheckout(user, checkoutId);
  } catch (error) {
    if (isHttpProblem(error) && error.statusCode === 404)
      return { status: 404, title: 'Checkout not found', body: '<h1>Checkout not found</h1>' };
    throw error;
  }
  const { order, service } = row;
  const open = order.state === 'pending_payment';
  const lines = [
    `<li>${escapeHtml(order.tier.name)}: ${escapeHtml(usd(order.tier.price))}</li>`,
    ...order.addOns.map((a) => `<li>${escapeHtml(a.name)}: ${escapeHtml(usd(a.price))}</li>`),
  ].join('');
  const body = `
<h1>${escapeHtml(service.title)}</h1>
<ul class="muted">${lines}</ul>
<p class="price">${escapeHtml(usd(order.total))}</p>
<p class="muted">One-time payment · delivery in ${escapeHtml(order.deliveryDays)} days after your requirements</p>
<div data-checkout-id="${escapeHtml(checkoutId)}" data-state="${open ? 'open' : 'completed'}">
${
  open
    ? `<div class="actions">
<button type="button" data-action="cancel">Cancel</button>
<button type="button" data-action="complete">Pay ${escapeHtml(usd(order.total))}</button>
</div>`
    : ''
}
<p id="checkout-message" role="status" aria-live="polite">${open ? '' : 'This order is already paid.'}</p>
</div>
<p class="note">Local test checkout: no card is charged. Set STRIPE_SECRET_KEY on the server to take real payments.</p>
<script src="/checkout/assets/checkout.js" defer></script>`;
  return { status: 200, title: `Checkout: ${service.title}`, body };
}
