import {
  fieldErrorsOf,
  serverMessage,
  toast,
  useAccount,
  useAdminOrder,
  useBuyService,
  useCancelOrder,
  useCompleteOrder,
  useCreateService,
  useDeliverOrder,
  useDisputeOrder,
  useDisputes,
  useHireloop,
  useMarketplaceReviews,
  useOrder,
  useOrders,
  usePayOrder,
  useRequestRevision,
  useResolveDispute,
  useReviewOrder,
  useService,
  useServiceSellers,
  useServices,
  useSetServiceStatus,
  useSkills,
  useSubmitRequirements,
  useUpdateService,
} from '@hireloop/hooks';
import {
  servicesQuerySchema,
  type OrderAction,
  type OrderSide,
  type ServicesQueryInput,
} from '@hireloop/sdk/schemas';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { toSkillNames } from '../marketplace/lists/skill-names';
import { DisputeResolveForm } from '../marketplace/services-market/dispute-resolve-form';
import { formatMoment } from '../marketplace/services-market/format';
import { OrderActions } from '../marketplace/services-market/order-actions';
import { OrderCard } from '../marketplace/services-market/order-card';
import { OrderDetails } from '../marketplace/services-market/order-details';
import { OrderReviews } from '../marketplace/services-market/order-reviews';
import { OrderTimeline } from '../marketplace/services-market/order-timeline';
import { ReviewList } from '../marketplace/services-market/review-card';
import { ServiceCard } from '../marketplace/services-market/service-card';
import { ServiceDetails } from '../marketplace/services-market/service-details';
import {
  EMPTY_SERVICE_FILTERS,
  ServiceFilters,
  type ServiceFilterValues,
} from '../marketplace/services-market/service-filters';
import { ServiceForm } from '../marketplace/services-market/service-form';
import { MARKET_TEXTS as TEXTS } from '../marketplace/services-market/texts';
import { TierPicker } from '../marketplace/services-market/tier-picker';
import { Button } from '../primitives/button';
import { Skeleton } from '../primitives/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs';

const failed = (error: unknown) =>
  toast({ title: TEXTS.actionFailed, description: serverMessage(error), variant: 'destructive' });

/** The filters as a query: what does not parse (a price over the limit) is left out, never sent. */
function toServicesQuery(values: ServiceFilterValues, q: string): ServicesQueryInput {
  const query: ServicesQueryInput = { sort: values.sort };
  if (q) query.q = q;
  if (values.skill !== '') query.skill = values.skill;
  if (values.ratingMin !== '') query.ratingMin = values.ratingMin;
  for (const key of ['priceMax', 'deliveryMax'] as const) {
    const value = values[key].trim();
    if (value && servicesQuerySchema.safeParse({ [key]: value }).success) query[key] = value;
  }
  return query;
}

/** The filters' own errors (a price or delivery time the query would refuse). */
function filterErrors(values: ServiceFilterValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const key of ['priceMax', 'deliveryMax'] as const) {
    const value = values[key].trim();
    if (!value) continue;
    const parsed = servicesQuerySchema.safeParse({ [key]: value });
    if (!parsed.success) errors[key] = [parsed.error.issues[0]?.message ?? TEXTS.actionFailed];
  }
  return errors;
}

function useSkillOptions() {
  const skills = useSkills();
  return useMemo(() => {
    const list = (skills.data ?? []).map((s) => ({ id: s.id, name: s.name }));
    return { list, names: skills.data ? toSkillNames(skills.data) : undefined };
  }, [skills.data]);
}

function ListLoading({ label }: { label: string }) {
  return <Skeleton role="status" aria-label={label} className="h-40 w-full" />;
}

export interface ConnectedServiceBrowserProps {
  className?: string;
}

/**
 * Browsing services (issue 18): the filters (search, skill, price, delivery time, rating, order)
 * and the published services as cards, with "Load more".
 */
export function ConnectedServiceBrowser({ className }: ConnectedServiceBrowserProps) {
  const { navigate } = useHireloop();
  const [filters, setFilters] = useState<ServiceFilterValues>(EMPTY_SERVICE_FILTERS);
  const q = useDeferredValue(filters.q.trim());
  const skills = useSkillOptions();
  const services = useServices(toServicesQuery(filters, q));
  const items = services.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  return (
    <div className={className}>
      <ServiceFilters
        value={filters}
        onChange={setFilters}
        skills={skills.list}
        errors={filterErrors(filters)}
        className="mb-4"
      />
      {services.isPending ? (
        <ListLoading label={TEXTS.browse} />
      ) : services.isError ? (
        <ErrorState
          title={TEXTS.listFailed}
          message={serverMessage(services.error)}
          onRetry={() => void services.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={TEXTS.noServices} description={TEXTS.noServicesDescription} />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {items.map((service) => (
              <li key={service.id}>
                <ServiceCard
                  service={service}
                  skillNames={skills.names}
                  titleAs="h2"
                  onNavigate={(href) => navigate(href)}
                  className="h-full"
                />
              </li>
            ))}
          </ul>
          {services.hasNextPage ? (
            <Button
              variant="outline"
              className="mt-4"
              disabled={services.isFetchingNextPage}
              onClick={() => void services.fetchNextPage()}
            >
              {TEXTS.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

export interface ConnectedOrderListProps {
  /** The caller's purchases (`buyer`) or sales (`seller`). */
  role: OrderSide;
  className?: string;
}

/** The caller's orders (issue 18): purchases or sales, newest first, with "Load more". */
export function ConnectedOrderList({ role, className }: ConnectedOrderListProps) {
  const { navigate } = useHireloop();
  const orders = useOrders({ role });
  const items = orders.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  return (
    <div className={className}>
      {orders.isPending ? (
        <ListLoading label={role === 'buyer' ? TEXTS.myOrders : TEXTS.sales} />
      ) : orders.isError ? (
        <ErrorState
          title={TEXTS.ordersFailed}
          message={serverMessage(orders.error)}
          onRetry={() => void orders.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={role === 'buyer' ? TEXTS.noOrders : TEXTS.noSales}
          description={role === 'buyer' ? TEXTS.noOrdersDescription : TEXTS.noSalesDescription}
        />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((order) => (
              <li key={order.id}>
                <OrderCard
                  order={order}
                  titleAs="h2"
                  onNavigate={(href) => navigate(href)}
                  className="h-full"
                />
              </li>
            ))}
          </ul>
          {orders.hasNextPage ? (
            <Button
              variant="outline"
              className="mt-4"
              disabled={orders.isFetchingNextPage}
              onClick={() => void orders.fetchNextPage()}
            >
              {TEXTS.loadMore}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

export interface ConnectedMyServicesProps {
  /** Where "New service" goes. @default '/marketplace/services/new' */
  newServiceHref?: string;
  className?: string;
}

/** The services the caller sells (issue 18), drafts and paused ones included, and "New service". */
export function ConnectedMyServices({
  newServiceHref = '/marketplace/services/new',
  className,
}: ConnectedMyServicesProps) {
  const { navigate } = useHireloop();
  const skills = useSkillOptions();
  const services = useServices({ scope: 'mine' });
  const items = services.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const create = (
    <Button onClick={() => navigate(newServiceHref)} className="self-start">
      {TEXTS.newService}
    </Button>
  );
  return (
    <div className={className}>
      {services.isPending ? (
        <ListLoading label={TEXTS.myServices} />
      ) : services.isError ? (
        <ErrorState
          title={TEXTS.listFailed}
          message={serverMessage(services.error)}
          onRetry={() => void services.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={TEXTS.noMyServices}
          description={TEXTS.noMyServicesDescription}
          action={create}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {create}
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((service) => (
              <li key={service.id}>
                <ServiceCard
                  service={service}
                  skillNames={skills.names}
                  titleAs="h2"
                  onNavigate={(href) => navigate(href)}
                  className="h-full"
                />
              </li>
            ))}
          </ul>
          {services.hasNextPage ? (
            <Button
              variant="outline"
              className="self-start"
              disabled={services.isFetchingNextPage}
              onClick={() => void services.fetchNextPage()}
            >
              {TEXTS.loadMore}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

export type MarketplaceTab = 'browse' | 'orders' | 'services' | 'sales';

export interface ConnectedMarketplaceProps {
  /** The open tab; absent: the account type's first (employers: browse; talent: their services). */
  tab?: MarketplaceTab;
  onTabChange?: (tab: MarketplaceTab) => void;
  className?: string;
}

/**
 * /marketplace (issue 18) by the account acted as: employers browse and search services and see
 * their orders; talent manage their services and see their sales.
 */
export function ConnectedMarketplace({ tab, onTabChange, className }: ConnectedMarketplaceProps) {
  const { accountType } = useAccount();
  const tabs: readonly { value: MarketplaceTab; label: string; panel: ReactNode }[] =
    accountType === 'employer'
      ? [
          { value: 'browse', label: TEXTS.browse, panel: <ConnectedServiceBrowser /> },
          { value: 'orders', label: TEXTS.myOrders, panel: <ConnectedOrderList role="buyer" /> },
        ]
      : [
          { value: 'services', label: TEXTS.myServices, panel: <ConnectedMyServices /> },
          { value: 'sales', label: TEXTS.sales, panel: <ConnectedOrderList role="seller" /> },
        ];
  const [own, setOwn] = useState<MarketplaceTab | null>(null);
  const wanted = tab ?? own;
  const current = tabs.some((t) => t.value === wanted) ? wanted! : tabs[0]!.value;
  return (
    <Tabs
      className={className}
      value={current}
      onValueChange={(value) => {
        setOwn(value as MarketplaceTab);
        onTabChange?.(value as MarketplaceTab);
      }}
    >
      <TabsList aria-label={TEXTS.pageTitle} className="mb-4">
        {tabs.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          {t.panel}
        </TabsContent>
      ))}
    </Tabs>
  );
}

export interface ConnectedServiceEditorProps {
  /** The service to edit; absent: a new one (a draft, then its page). */
  id?: number;
  /** Called with the saved service's id (say, to open its page). */
  onSaved?: (id: number) => void;
  onCancel?: () => void;
  className?: string;
}

/**
 * Creating or editing a service (issue 18): the form with whom it is sold as (new ones), the skills,
 * the server's field errors in place.
 */
export function ConnectedServiceEditor({
  id,
  onSaved,
  onCancel,
  className,
}: ConnectedServiceEditorProps) {
  const service = useService(id ?? null);
  const sellers = useServiceSellers();
  const skills = useSkillOptions();
  const create = useCreateService();
  const update = useUpdateService();
  const mutation = id === undefined ? create : update;
  const errors = fieldErrorsOf(mutation.error);
  if (id !== undefined && service.isPending) return <ListLoading label={TEXTS.formEditTitle} />;
  if (id !== undefined && (service.isError || !service.data))
    return (
      <ErrorState
        title={TEXTS.serviceFailed}
        message={serverMessage(service.error)}
        onRetry={() => void service.refetch()}
      />
    );
  if (id === undefined && sellers.isPending) return <ListLoading label={TEXTS.formCreateTitle} />;
  if (id === undefined && (sellers.data ?? []).length === 0)
    return (
      <EmptyState
        title={TEXTS.cannotSell}
        description={serverMessage(sellers.error) ?? TEXTS.cannotSellDescription}
      />
    );
  return (
    <ServiceForm
      className={className}
      service={service.data ?? undefined}
      sellers={sellers.data ?? []}
      skills={skills.list}
      submitting={mutation.isPending}
      serverErrors={mutation.isError ? errors : undefined}
      error={
        mutation.isError && Object.keys(errors).length === 0
          ? (serverMessage(mutation.error) ?? TEXTS.actionFailed)
          : null
      }
      onCancel={onCancel}
      onSubmit={(values) => {
        const done = (saved: { id: number; title: string }) => {
          toast({ title: TEXTS.saved, description: saved.title });
          onSaved?.(saved.id);
        };
        if (id === undefined) create.mutate(values, { onSuccess: done });
        else {
          const { sellerKind: _k, collectiveId: _c, ...rest } = values;
          update.mutate({ id, service: rest }, { onSuccess: done });
        }
      }}
    />
  );
}

export interface ConnectedServicePageProps {
  id: number;
  /** The seller's page, e.g. `/talent/{id}` or `/collective/{slug}`. */
  sellerHref?: (seller: {
    kind: 'talent' | 'collective';
    id: number;
    slug: string | null;
  }) => string;
  className?: string;
}

/**
 * /marketplace/services/{id} (issue 18): the service; employers choose a tier and add-ons and go to
 * the checkout; its sellers edit, publish and pause it; the buyers' reviews.
 */
export function ConnectedServicePage({ id, sellerHref, className }: ConnectedServicePageProps) {
  const { navigate } = useHireloop();
  const { accountType } = useAccount();
  const service = useService(id);
  const skills = useSkillOptions();
  const reviews = useMarketplaceReviews({ serviceId: id });
  const buy = useBuyService();
  const status = useSetServiceStatus();
  const [editing, setEditing] = useState(false);
  if (service.isPending) return <ListLoading label={TEXTS.pageTitle} />;
  if (service.isError || !service.data)
    return (
      <ErrorState
        title={TEXTS.serviceFailed}
        message={serverMessage(service.error)}
        onRetry={() => void service.refetch()}
      />
    );
  const data = service.data;
  if (editing)
    return (
      <section aria-labelledby="service-edit" className={className}>
        <h1 id="service-edit" className="mb-4 text-2xl font-semibold">
          {TEXTS.formEditTitle}
        </h1>
        <ConnectedServiceEditor
          id={id}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </section>
    );
  const reviewItems = reviews.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const notice = data.canManage
    ? TEXTS.ownServiceNotice
    : data.status !== 'published'
      ? TEXTS.pausedNotice
      : !data.canBuy
        ? accountType === 'employer'
          ? TEXTS.cannotBuy
          : TEXTS.notBuyerNotice
        : undefined;
  return (
    <ServiceDetails
      className={className}
      service={data}
      skillNames={skills.names}
      sellerHref={sellerHref?.(data.seller)}
      onNavigate={(href) => navigate(href)}
      busy={status.isPending}
      onEdit={data.canManage ? () => setEditing(true) : undefined}
      onPublish={() => status.mutate({ id, status: 'published' }, { onError: failed })}
      onPause={() => status.mutate({ id, status: 'paused' }, { onError: failed })}
      purchase={
        <TierPicker
          tiers={data.tiers}
          addOns={data.addOns}
          submitting={buy.isPending || buy.isSuccess}
          notice={notice}
          error={buy.isError ? (serverMessage(buy.error) ?? TEXTS.actionFailed) : null}
          onBuy={({ tierIndex, addOnIndexes }) =>
            buy.mutate({ serviceId: id, tierIndex, addOnIndexes })
          }
        />
      }
      reviews={
        reviews.isPending ? (
          <ListLoading label={TEXTS.reviews} />
        ) : reviews.isError ? (
          <ErrorState
            title={TEXTS.reviewsFailed}
            message={serverMessage(reviews.error)}
            onRetry={() => void reviews.refetch()}
            titleAs="h3"
          />
        ) : (
          <>
            <ReviewList reviews={reviewItems} />
            {reviews.hasNextPage ? (
              <Button
                variant="outline"
                className="self-start"
                disabled={reviews.isFetchingNextPage}
                onClick={() => void reviews.fetchNextPage()}
              >
                {TEXTS.loadMore}
              </Button>
            ) : null}
          </>
        )
      }
    />
  );
}

export interface ConnectedOrderPageProps {
  id: number;
  /** Back from the checkout: `paid` shows that the payment went through, `canceled` that it did not. */
  checkoutResult?: 'paid' | 'canceled' | null;
  /** The order's conversation. @default `/messages?conversation={id}` */
  conversationHref?: (conversationId: number) => string;
  className?: string;
}

/**
 * /marketplace/orders/{id} (issue 18): the order, its timeline and what the viewer may do now —
 * pay, answer the requirements, deliver, request a revision, complete, cancel, dispute — and once
 * completed both reviews (write one's own, edit it for 7 days). Live events refresh it.
 */
export function ConnectedOrderPage({
  id,
  checkoutResult = null,
  conversationHref = (conversationId) => `/messages?conversation=${conversationId}`,
  className,
}: ConnectedOrderPageProps) {
  const { navigate } = useHireloop();
  const order = useOrder(id);
  const pay = usePayOrder();
  const requirements = useSubmitRequirements();
  const deliver = useDeliverOrder();
  const revision = useRequestRevision();
  const complete = useCompleteOrder();
  const cancel = useCancelOrder();
  const dispute = useDisputeOrder();
  const review = useReviewOrder();
  const mutations: [OrderAction, { isPending: boolean; error: unknown; isError: boolean }][] = [
    ['pay', pay],
    ['submit_requirements', requirements],
    ['deliver', deliver],
    ['request_revision', revision],
    ['complete', complete],
    ['cancel', cancel],
    ['dispute', dispute],
  ];
  if (order.isPending) return <ListLoading label={TEXTS.orderTitle(id)} />;
  if (order.isError || !order.data)
    return (
      <ErrorState
        title={TEXTS.orderFailed}
        message={serverMessage(order.error)}
        onRetry={() => void order.refetch()}
      />
    );
  const data = order.data;
  const pending = mutations.find(([, m]) => m.isPending)?.[0] ?? null;
  const failedOne = mutations.find(([, m]) => m.isError)?.[1];
  const fieldErrors = fieldErrorsOf(failedOne?.error);
  const reviewErrors = fieldErrorsOf(review.error);
  const done = (title: string) => () => toast({ title, description: data.service.title });
  const notice =
    checkoutResult === 'paid' && data.state === 'awaiting_requirements' ? (
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        {TEXTS.paymentReturned}
      </p>
    ) : checkoutResult === 'canceled' && data.state === 'pending_payment' ? (
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        {TEXTS.paymentCancelled}
      </p>
    ) : null;
  return (
    <OrderDetails
      className={className}
      order={data}
      notice={notice}
      onNavigate={(href) => navigate(href)}
      conversationHref={data.conversationId ? conversationHref(data.conversationId) : null}
      actions={
        <OrderActions
          order={data}
          pending={pending}
          fieldErrors={failedOne ? fieldErrors : undefined}
          error={
            failedOne && Object.keys(fieldErrors).length === 0
              ? (serverMessage(failedOne.error) ?? TEXTS.actionFailed)
              : null
          }
          onPay={() => pay.mutate(id)}
          onSubmitRequirements={(answers) =>
            requirements.mutate(
              { id, answers },
              { onSuccess: done(TEXTS.events.requirements_submitted) },
            )
          }
          onDeliver={(message) =>
            deliver.mutate({ id, message }, { onSuccess: done(TEXTS.events.delivered) })
          }
          onRequestRevision={(message) =>
            revision.mutate({ id, message }, { onSuccess: done(TEXTS.events.revision_requested) })
          }
          onComplete={() => complete.mutate(id, { onSuccess: done(TEXTS.events.completed) })}
          onCancel={() => cancel.mutate({ id }, { onSuccess: done(TEXTS.events.cancelled) })}
          onDispute={(reason) =>
            dispute.mutate({ id, reason }, { onSuccess: done(TEXTS.events.disputed) })
          }
        />
      }
      reviews={
        <OrderReviews
          order={data}
          submitting={review.isPending}
          serverErrors={review.isError ? reviewErrors : undefined}
          error={
            review.isError && Object.keys(reviewErrors).length === 0
              ? (serverMessage(review.error) ?? TEXTS.actionFailed)
              : null
          }
          onReview={(values) =>
            review.mutateAsync({ id, ...values }).then(done(TEXTS.reviewPosted))
          }
        />
      }
    />
  );
}

export interface ConnectedAdminDisputesProps {
  className?: string;
}

/**
 * /admin/marketplace (issue 18; admins): disputed orders, oldest first; open one to read the
 * reason, the timeline and the requirements, and resolve it (release to the seller or refund,
 * with a note both sides see).
 */
export function ConnectedAdminDisputes({ className }: ConnectedAdminDisputesProps) {
  const disputes = useDisputes();
  const [openId, setOpenId] = useState<number | null>(null);
  const order = useAdminOrder(openId);
  const resolve = useResolveDispute();
  const items = disputes.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const resolveErrors = fieldErrorsOf(resolve.error);
  return (
    <div className={className}>
      {disputes.isPending ? (
        <ListLoading label={TEXTS.disputes} />
      ) : disputes.isError ? (
        <ErrorState
          title={TEXTS.disputesFailed}
          message={serverMessage(disputes.error)}
          onRetry={() => void disputes.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={TEXTS.noDisputes} description={TEXTS.noDisputesDescription} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2">
              <OrderCard order={item} href={null} titleAs="h2" />
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                aria-expanded={openId === item.id}
                onClick={() => setOpenId(openId === item.id ? null : item.id)}
              >
                {TEXTS.review} {TEXTS.orderTitle(item.id)}
              </Button>
              {openId === item.id ? (
                <div id={`order-${item.id}`} className="flex flex-col gap-4 rounded-lg border p-4">
                  {order.isPending ? (
                    <ListLoading label={TEXTS.orderTitle(item.id)} />
                  ) : order.isError || !order.data ? (
                    <ErrorState
                      title={TEXTS.orderFailed}
                      message={serverMessage(order.error)}
                      onRetry={() => void order.refetch()}
                      titleAs="h3"
                    />
                  ) : (
                    <>
                      {order.data.dispute ? (
                        <div className="flex flex-col gap-1 text-sm">
                          <p className="text-muted-foreground">
                            {TEXTS.openedBy(TEXTS[order.data.dispute.openedBy])} ·{' '}
                            {formatMoment(order.data.dispute.openedAt)}
                          </p>
                          <p className="break-words whitespace-pre-wrap">
                            {order.data.dispute.reason}
                          </p>
                        </div>
                      ) : null}
                      <OrderTimeline events={order.data.events} titleAs="h3" />
                      {order.data.state === 'disputed' ? (
                        <DisputeResolveForm
                          submitting={resolve.isPending}
                          serverErrors={resolve.isError ? resolveErrors : undefined}
                          error={
                            resolve.isError && Object.keys(resolveErrors).length === 0
                              ? (serverMessage(resolve.error) ?? TEXTS.actionFailed)
                              : null
                          }
                          onResolve={(values) =>
                            resolve.mutate(
                              { id: item.id, ...values },
                              {
                                onSuccess: () => {
                                  toast({ title: TEXTS.resolved, description: item.service.title });
                                  setOpenId(null);
                                },
                              },
                            )
                          }
                        />
                      ) : null}
                    </>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {disputes.hasNextPage ? (
        <Button
          variant="outline"
          className="mt-4"
          disabled={disputes.isFetchingNextPage}
          onClick={() => void disputes.fetchNextPage()}
        >
          {TEXTS.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
