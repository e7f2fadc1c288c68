/**
 * The local payment provider's checkout page (issue 3): server-rendered HTML showing the plan,
 * price and billing period with Pay and Cancel, for its owner only (anyone else: 404). Every value
 * is HTML-escaped; the behaviour is an external same-origin script (helmet's CSP forbids inline).
 */
import { formatPrice } from '@hireloop/sdk';
import {
  checkoutParamsSchema,
  localCheckoutPaymentSchema,
  type CheckoutRedirect,
} from '@hireloop/sdk/schemas';
import type { FastifyReply } from 'fastify';
import { isHttpProblem } from '../errors';
import { escapeHtml } from '../html';
import { currentUser } from '../plugins/session';
import type { PlanRow } from '../services/plans';
import type { App } from '../types';
import { CHECKOUT_SCRIPT } from './checkoutScript';
import { isOrderCheckoutId } from '../services/marketplace';
import { orderCheckoutPage } from './marketplaceCheckout';

const PERIOD_TEXT: Record<PlanRow['billingPeriod'], string> = {
  month: 'Billed monthly',
  year: 'Billed yearly',
  lifetime: 'One-time payment, lifetime access',
};
const PRICE_SUFFIX: Record<PlanRow['billingPeriod'], string> = {
  month: ' / month',
  year: ' / year',
  lifetime: '',
};

const STATUS_TEXT = {
  completed: 'This checkout is already completed.',
  canceled: 'This checkout was canceled.',
  expired: 'This checkout has expired. Please start again from the app.',
} as const;

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f5f5f7; color: #111; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .price { font-size: 2rem; font-weight: 700; margin: .5rem 0; }
  .muted { color: #555; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { flex: 1; padding: .75rem; border-radius: 8px; border: 1px solid #ccc; font-size: 1rem; cursor: pointer; }
  button[data-action="complete"] { background: #111; color: #fff; border-color: #111; }
  button:disabled { opacity: .6; cursor: wait; }
  .note { font-size: .8rem; color: #777; margin-top: 1.5rem; }
  .cards { border: 1px solid #ddd; border-radius: 8px; margin-top: 1rem; padding: .5rem 1rem; }
  .cards label { display: block; padding: .25rem 0; }`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

export async function checkoutPageRoutes(app: App) {
  app.get('/checkout/assets/checkout.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(CHECKOUT_SCRIPT),
  );

  app.get('/checkout/:id', { schema: { params: checkoutParamsSchema } }, async (request, reply) => {
    if (!request.user) {
      return sendHtml(
        reply,
        401,
        page(
          'Sign in to continue',
          '<h1>Sign in to continue</h1><p class="muted">Sign in to Hireloop, then open this checkout again.</p>',
        ),
      );
    }
    // Issue 18: a marketplace order's local checkout has a page of its own.
    if (isOrderCheckoutId(request.params.id)) {
      const order = await orderCheckoutPage(app, request.user, request.params.id);
      return sendHtml(reply, order.status, page(order.title, order.body));
    }
    let checkout;
    try {
      checkout = await app.services.payments.localCheckout(request.user, request.params.id);
    } catch (error) {
      if (isHttpProblem(error) && error.statusCode === 404) {
        return sendHtml(reply, 404, page('Checkout not found', '<h1>Checkout not found</h1>'));
      }
      throw error;
    }
    const { plan, status } = checkout;
    const open = status === 'open';
    const body = `
<h1>${escapeHtml(plan.name)}</h1>
<p class="muted">${escapeHtml(plan.description)}</p>
<p class="price">${escapeHtml(formatPrice(plan.priceCents))}<span class="muted">${escapeHtml(PRICE_SUFFIX[plan.billingPeriod])}</span></p>
<p class="muted">${escapeHtml(PERIOD_TEXT[plan.billingPeriod])}</p>
<div data-checkout-id="${escapeHtml(checkout.id)}" data-state="${escapeHtml(status)}">
${
  open && plan.billingPeriod !== 'lifetime'
    ? `<fieldset class="cards"><legend>Test card</legend>
<label><input type="radio" name="card" value="succeeds" checked> Pays now and at every renewal</label>
<label><input type="radio" name="card" value="declines-renewal"> Pays now, declined at renewal (to see a failed renewal)</label>
</fieldset>`
    : ''
}
${
  open
    ? `<div class="actions">
<button type="button" data-action="cancel">Cancel</button>
<button type="button" data-action="complete">Pay ${escapeHtml(formatPrice(plan.priceCents))}</button>
</div>`
    : ''
}
<p id="checkout-message" role="status" aria-live="polite">${open ? '' : escapeHtml(STATUS_TEXT[status])}</p>
</div>
<p class="note">Local test checkout: no card is charged. Set STRIPE_SECRET_KEY on the server to take real payments.</p>
<script src="/checkout/assets/checkout.js" defer></script>`;
    return sendHtml(reply, 200, page(`Checkout: ${plan.name}`, body));
  });

  app.post(
    '/api/checkout/:id/complete',
    {
      schema: { params: checkoutParamsSchema, body: localCheckoutPaymentSchema },
      onRequest: app.requireUser,
    },
    async (request): Promise<CheckoutRedirect> =>
      isOrderCheckoutId(request.params.id)
        ? app.services.marketplace.orders.payLocal(currentUser(request), request.params.id)
        : app.services.payments.completeLocal(
            currentUser(request),
            request.params.id,
            request.body?.card,
          ),
  );

  app.post(
    '/api/checkout/:id/cancel',
    { schema: { params: checkoutParamsSchema }, onRequest: app.requireUser },
    async (request): Promise<CheckoutRedirect> =>
      isOrderCheckoutId(request.params.id)
        ? app.services.marketplace.orders.cancelLocal(currentUser(request), request.params.id)
        : app.services.payments.cancelLocal(currentUser(request), request.params.id),
  );
}
