import { serverMessage, useAccount, useHireloop, useOrders, useServices } from '@hireloop/hooks';
import {
  servicesQuerySchema,
  type OrderSide,
  type ServicesQueryInput,
} from '@hireloop/sdk/schemas';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { EmptyState } from '../marketplace/lists/empty-state';
import { ErrorState } from '../marketplace/lists/error-state';
import { OrderCard } from '../marketplace/services-market/order-card';
import { ServiceCard } from '../marketplace/services-market/service-card';
import {
  EMPTY_SERVICE_FILTERS,
  ServiceFilters,
  type ServiceFilterValues,
} from '../marketplace/services-market/service-filters';
import { MARKET_TEXTS as TEXTS } from '../marketplace/services-market/texts';
import { Button } from '../primitives/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/tabs';
import { useSkillOptions, ListLoading } from './connected-marketplace-shared';

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
