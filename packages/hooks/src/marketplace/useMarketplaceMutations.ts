import { useMutation, type QueryClient } from '@tanstack/react-query';
import type {
  DisputeResolutionValues,
  OrderCancelValues,
  OrderCreateValues,
  OrderDetails,
  OrderRequirementsValues,
  ReviewInputValues,
  ServiceCreateValues,
  ServiceDetails,
  ServiceInputValues,
  ServiceStatusInput,
} from '@hireloop/sdk/schemas';
import { useHireloop } from '../core/HireloopProvider';
import { marketplaceKeys } from '../queries/marketplaceKeys';
import { marketplaceClient } from './marketplaceClient';

/** Marks every marketplace read stale (services, orders, reviews, disputes); active ones refetch. */
export function invalidateMarketplace(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: marketplaceKeys.all() });
}

/** Puts the answered service in the cache and refreshes the rest. */
async function settleService(queryClient: QueryClient, service: ServiceDetails) {
  queryClient.setQueryData(marketplaceKeys.service(service.id), service);
  await invalidateMarketplace(queryClient);
}

/** Puts the answered order in the cache and refreshes the rest (lists, the service's figures). */
async function settleOrder(queryClient: QueryClient, order: OrderDetails) {
  queryClient.setQueryData(marketplaceKeys.order(order.id), order);
  await invalidateMarketplace(queryClient);
}

/** Creates a draft service (sold by the caller, or by a collective they manage). */
export function useCreateService() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (body: ServiceCreateValues) => marketplaceClient(client).createService(body),
    onSuccess: (service) => settleService(queryClient, service),
  });
}

export interface UpdateServiceInput {
  id: number;
  service: ServiceInputValues;
}

/** A seller edits the whole service (orders keep what they were bought with). */
export function useUpdateService() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, service }: UpdateServiceInput) =>
      marketplaceClient(client).updateService(id, service),
    onSuccess: (service) => settleService(queryClient, service),
  });
}

export interface ServiceStatusChange extends ServiceStatusInput {
  id: number;
}

/** A seller publishes a draft, pauses a published service, or publishes it again. */
export function useSetServiceStatus() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, status }: ServiceStatusChange) =>
      marketplaceClient(client).setServiceStatus(id, { status }),
    onSuccess: (service) => settleService(queryClient, service),
  });
}

/**
 * An employer buys a service's tier with add-ons (`{ serviceId, tierIndex, addOnIndexes }`): the
 * order is placed (pending payment) and the browser is sent to pay. Resolves with the order and
 * the checkout address.
 */
export function useBuyService() {
  const { client, queryClient, redirect } = useHireloop();
  return useMutation({
    mutationFn: (body: OrderCreateValues) => marketplaceClient(client).createOrder(body),
    onSuccess: async ({ order, checkoutUrl }) => {
      queryClient.setQueryData(marketplaceKeys.order(order.id), order);
      redirect(checkoutUrl);
      await invalidateMarketplace(queryClient);
    },
  });
}

/** The buyer pays an order still pending payment: a new checkout, and the browser goes there. */
export function usePayOrder() {
  const { client, queryClient, redirect } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => marketplaceClient(client).checkout(id),
    onSuccess: ({ order, checkoutUrl }) => {
      queryClient.setQueryData(marketplaceKeys.order(order.id), order);
      redirect(checkoutUrl);
    },
  });
}

export interface SubmitRequirementsInput extends OrderRequirementsValues {
  id: number;
}

/** The buyer answers the requirement questions (in the service's order): the delivery clock starts. */
export function useSubmitRequirements() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, answers }: SubmitRequirementsInput) =>
      marketplaceClient(client).submitRequirements(id, { answers }),
    onSuccess: (order) => settleOrder(queryClient, order),
  });
}

export interface OrderMessageInput {
  id: number;
  message: string;
}

/** The seller delivers (in progress, or after a revision request) with a message. */
export function useDeliverOrder() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, message }: OrderMessageInput) =>
      marketplaceClient(client).deliver(id, { message }),
    onSuccess: (order) => settleOrder(queryClient, order),
  });
}

/** The buyer asks for a revision of a delivery, while the tier's revisions last. */
export function useRequestRevision() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, message }: OrderMessageInput) =>
      marketplaceClient(client).requestRevision(id, { message }),
    onSuccess: (order) => settleOrder(queryClient, order),
  });
}

/** The buyer accepts the delivery: the order is completed and both sides may review. */
export function useCompleteOrder() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: (id: number) => marketplaceClient(client).complete(id),
    onSuccess: (order) => settleOrder(queryClient, order),
  });
}

export interface CancelOrderInput extends OrderCancelValues {
  id: number;
}

/** Cancels an order (the buyer before the requirements; the seller until the delivery). */
export function useCancelOrder() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, reason }: CancelOrderInput) =>
      marketplaceClient(client).cancel(id, { reason }),
    onSuccess: (order) => settleOrder(queryClient, order),
  });
}

export interface DisputeOrderInput {
  id: number;
  reason: string;
}

/** Either side opens a dispute; the platform's admins decide. */
export function useDisputeOrder() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, reason }: DisputeOrderInput) =>
      marketplaceClient(client).dispute(id, { reason }),
    onSuccess: (order) => settleOrder(queryClient, order),
  });
}

export interface ReviewOrderInput extends ReviewInputValues {
  id: number;
}

/** Writes one's review of a completed order (1–5 and text), or edits it within 7 days. */
export function useReviewOrder() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, rating, body }: ReviewOrderInput) =>
      marketplaceClient(client).review(id, { rating, body }),
    onSuccess: () => invalidateMarketplace(queryClient),
  });
}

export interface ResolveDisputeInput extends DisputeResolutionValues {
  id: number;
}

/** An admin resolves a dispute: release the payment (`complete`) or refund (`refund`), with a note. */
export function useResolveDispute() {
  const { client, queryClient } = useHireloop();
  return useMutation({
    mutationFn: ({ id, resolution, note }: ResolveDisputeInput) =>
      marketplaceClient(client).resolveDispute(id, { resolution, note }),
    onSuccess: async (order) => {
      queryClient.setQueryData(marketplaceKeys.adminOrder(order.id), order);
      await invalidateMarketplace(queryClient);
    },
  });
}
