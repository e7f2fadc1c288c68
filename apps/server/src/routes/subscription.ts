/**
 * Plans, subscriptions and payments (SPEC §7): the plan catalogue, the subscription of one account
 * type, the employer's usage, starting a checkout, the payment environment, and Stripe's webhook.
 * The reads a partner widget needs and starting a checkout accept its embed credential (issue 15,
 * `config: { embed: true }`).
 */
import {
  checkoutSessionRequestSchema,
  plansQuerySchema,
  subscriptionQuerySchema,
  subscriptionRenewalSchema,
  type Plan,
  type StripeConfig,
  type SubscriptionResponse,
  type Usage,
} from '@hireloop/sdk/schemas';
import { currentUser } from '../plugins/session';
import { toPlan } from '../services/plans';
import type { App } from '../types';

export async function subscriptionRoutes(app: App) {
  app.get(
    '/api/subscription/plans',
    { schema: { querystring: plansQuerySchema }, config: { embed: true } },
    async (request): Promise<Plan[]> => {
      // `timestamp` only busts caches (SPEC §7); the catalogue is the same.
      const rows = await app.services.plans.list(request.query.role);
      return rows.map(toPlan);
    },
  );

  app.get(
    '/api/stripe/subscription',
    {
      schema: { querystring: subscriptionQuerySchema },
      onRequest: app.requireUser,
      config: { embed: true },
    },
    async (request): Promise<SubscriptionResponse> =>
      app.services.subscriptions.response(currentUser(request).id, request.query.accountType),
  );

  app.get(
    '/api/subscription/usage',
    { onRequest: app.requireUser, config: { embed: true } },
    async (request): Promise<Usage> => app.services.subscriptions.usage(currentUser(request).id),
  );

  // Issue 14: cancel at period end, or undo it before the end.
  app.post(
    '/api/subscription/renewal',
    { schema: { body: subscriptionRenewalSchema }, onRequest: app.requireUser },
    async (request): Promise<SubscriptionResponse> =>
      app.services.payments.setCancelAtPeriodEnd(currentUser(request), request.body),
  );

  app.get('/api/stripe/config', { config: { embed: true } }, async (): Promise<StripeConfig> => ({
    environment: app.services.payments.environment,
  }));

  app.post(
    '/api/stripe/create-checkout-session',
    // A partner widget starts its checkouts here too (issue 15): with its embed credential, the
    // checkout returns to the partner's page.
    {
      schema: { body: checkoutSessionRequestSchema },
      onRequest: app.requireUser,
      config: { embed: true },
    },
    async (request) =>
      app.services.payments.startCheckout(currentUser(request), request.body, request.embed),
  );

  // Stripe signs the exact bytes it sent: this route alone parses JSON as a raw buffer.
  await app.register(async (webhook: App) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, done) => {
        done(null, body);
      },
    );
    webhook.post(
      '/api/stripe/webhook',
      // Authenticated by its signature, not by a session or an Origin; Stripe retries, never floods.
      { config: { skipOriginCheck: true, rateLimit: false }, bodyLimit: 1024 * 1024 },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return app.services.payments.handleWebhook(
          payload,
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
}
