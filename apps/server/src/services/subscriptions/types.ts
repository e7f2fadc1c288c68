/** The shapes the subscription service reads and writes, shared with the services that call it. */
import type { AccountType, LocalTestCard, PaymentProvider } from '@hireloop/sdk';
import type { subscriptions } from '../../db/schema';

export type { AccountType };
export type SubscriptionStatus = (typeof subscriptions.$inferSelect)['status'];

/** What a subscription allows now (the contract with the job-requests service). */
export interface QuotaState {
  /** sdk `isSubscriptionActive` semantics for that account type. */
  active: boolean;
  status: string;
  planId: string;
  planName: string;
  /** `null` = unlimited. */
  limits: { job: number | null; project: number | null; task: number | null };
  periodStart: Date;
  periodEnd: Date | null;
}

export interface Consumed {
  job: number;
  project: number;
  task: number;
}

/** What `activate` writes: the one subscription of (user, account type). */
export interface Activation {
  userId: number;
  accountType: AccountType;
  planId: string;
  provider: PaymentProvider;
  providerSubscriptionId?: string | null | undefined;
  providerCustomerId?: string | null | undefined;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date | null;
  /** Local provider: the test card paid with (decides the renewals). */
  localCard?: LocalTestCard | null | undefined;
  /** Stripe: the time of the event this activation comes from. */
  providerEventAt?: Date | null | undefined;
  /** Stripe: the payment (PaymentIntent id) that paid for this access. */
  providerPaymentId?: string | null | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
}

/** The subscription row. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;
/** What a provider's event may change on a row (absent: unchanged). */
export type SubscriptionChange = Partial<
  Pick<
    SubscriptionRow,
    | 'status'
    | 'planId'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'billingAnchor'
    | 'cancelAtPeriodEnd'
    | 'renewalFailures'
    | 'nextPaymentAttemptAt'
    | 'endedAt'
    | 'providerEventAt'
    | 'providerPaymentId'
    | 'providerDisputeId'
  >
>;
