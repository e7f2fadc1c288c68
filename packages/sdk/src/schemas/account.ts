import * as z from 'zod/mini';
import { ACCOUNT_EXPORT_FORMAT } from '../constants/account';
import {
  ACCOUNT_TYPES,
  CHECKOUT_STATUSES,
  CONVERSATION_KINDS,
  PASSWORD_MAX_LENGTH,
  PAYMENT_PROVIDERS,
  STORED_SUBSCRIPTION_STATUSES,
} from '../vocabulary';
import { bidSchema } from './bid';
import { idSchema, timestampSchema } from './fields';
import { jobRequestSchema } from './jobRequest';
import { storableText } from './text';
import { notificationSchema } from './notification';
import { userProfilingSchema } from './profile';
import { savedJobSchema } from './savedJob';

/**
 * The body of POST /api/account/delete, and the form of the delete-account dialog (not shown in
 * SPEC): the current password, re-checked by the server; an empty one reads "Required" (SPEC §5's
 * generic wording). A wrong one is the server's field error on `password`.
 */
export const deleteAccountSchema = z.object({
  password: z
    .string()
    .check(z.minLength(1, 'Required'), z.maxLength(PASSWORD_MAX_LENGTH), storableText()),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccount = z.output<typeof deleteAccountSchema>;

/** A message the person sent, with the conversation it is in. */
export const exportedMessageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  conversationKind: z.enum(CONVERSATION_KINDS),
  body: z.string(),
  createdAt: timestampSchema,
});
export type ExportedMessage = z.output<typeof exportedMessageSchema>;

/** A subscription the person holds or held, per account type. */
export const exportedSubscriptionSchema = z.object({
  accountType: z.enum(ACCOUNT_TYPES),
  planId: z.string(),
  planName: z.string(),
  status: z.enum(STORED_SUBSCRIPTION_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  currentPeriodStart: timestampSchema,
  currentPeriodEnd: z.nullable(timestampSchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ExportedSubscription = z.output<typeof exportedSubscriptionSchema>;

/** A checkout (a payment begun, completed or not) the person started. */
export const exportedCheckoutSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  priceCents: z.int().check(z.nonnegative()),
  accountType: z.enum(ACCOUNT_TYPES),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(CHECKOUT_STATUSES),
  createdAt: timestampSchema,
  completedAt: z.nullable(timestampSchema),
});
export type ExportedCheckout = z.output<typeof exportedCheckoutSchema>;

/**
 * The archive of GET /api/account/export ("download my data", issue 14; not shown in SPEC): the
 * signed-in person's own data, every field of both account types, and nothing private of anyone
 * else — other people appear only by id (a bid's other party, a conversation), never by email.
 * Lists are oldest first. Versioned by `format` and `version`, so a reader can tell what it holds.
 */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: timestampSchema,
  profile: z.extend(userProfilingSchema, {
    isAdmin: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
  jobRequests: z.array(jobRequestSchema),
  bids: z.object({ sent: z.array(bidSchema), received: z.array(bidSchema) }),
  messages: z.array(exportedMessageSchema),
  savedJobs: z.array(savedJobSchema),
  subscriptions: z.array(exportedSubscriptionSchema),
  checkouts: z.array(exportedCheckoutSchema),
  notifications: z.array(notificationSchema),
});
export type AccountExport = z.output<typeof accountExportSchema>;
