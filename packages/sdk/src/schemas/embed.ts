import * as z from 'zod/mini';
import { BILLING_PERIODS, CHECKOUT_STATUSES, ORIGIN_MAX } from '../vocabulary';
import { checkoutParamsSchema } from './checkout';
import { timestampSchema } from './fields';
import { publishableKeySchema, webOriginSchema } from './partner';
import { storableText } from './text';
import { accountTypeSchema, userSchema } from './user';

/**
 * The query of an embed page, GET /embed/v1/{widget} (issue 15): the partner's publishable key
 * and the origin of the page embedding it. Both may be anything a page writes: an unknown key or
 * an origin that is not the partner's gets the error page, not a 400 (the frame reports it).
 * The widget's own attributes (`type`, `theme`, `return-url`…) are read by the page itself.
 */
export const embedPageQuerySchema = z.object({
  key: z._default(z.string().check(z.maxLength(100), storableText()), ''),
  origin: z._default(z.string().check(z.maxLength(ORIGIN_MAX), storableText()), ''),
});
export type EmbedPageQuery = z.output<typeof embedPageQuerySchema>;

/**
 * The body of POST /api/embed/tokens (issue 15), sent by the sign-in window on Hireloop's own
 * origin with the visitor's session: the widget's partner key and the page origin it runs on.
 */
export const embedTokenRequestSchema = z.object({
  publishableKey: publishableKeySchema,
  origin: webOriginSchema,
});
export type EmbedTokenRequestInput = z.input<typeof embedTokenRequestSchema>;
export type EmbedTokenRequest = z.output<typeof embedTokenRequestSchema>;

/**
 * The answer of POST /api/embed/tokens: the embed credential (sent as `Authorization: Bearer …`
 * by the widget's frame, held in the frame only), when it expires, and who it signs in.
 */
export const embedTokenSchema = z.object({
  token: z.string(),
  expiresAt: timestampSchema,
  user: userSchema,
});
export type EmbedToken = z.output<typeof embedTokenSchema>;

/** The path of GET /api/embed/checkouts/{id}: the checkout id from the return address. */
export const embedCheckoutParamsSchema = checkoutParamsSchema;
/** Its query: the publishable key of the partner whose widget started the checkout. */
export const embedCheckoutQuerySchema = z.object({ key: publishableKeySchema });

/**
 * The answer of GET /api/embed/checkouts/{id}?key=… (issue 15): how a checkout started from this
 * partner's widget ended, and for which plan; nothing about who paid.
 */
export const embedCheckoutStatusSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  accountType: accountTypeSchema,
  billingPeriod: z.enum(BILLING_PERIODS),
  planName: z.string(),
  completedAt: z.nullable(timestampSchema),
});
export type EmbedCheckoutStatus = z.output<typeof embedCheckoutStatusSchema>;
