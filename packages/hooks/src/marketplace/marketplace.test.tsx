import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError } from '@hireloop/sdk';
import { MARKETPLACE_MESSAGES } from '@hireloop/sdk/schemas';
import { fieldErrorsOf } from '../core/serverMessage';
import { useLiveUpdates } from '../live/useLiveUpdates';
import {
  useBuyService,
  useCompleteOrder,
  useCreateService,
  useDeliverOrder,
  useMarketplaceReviews,
  useOrder,
  useOrders,
  useRequestRevision,
  useReviewOrder,
  useService,
  useServiceSellers,
  useServices,
  useSetServiceStatus,
  useSubmitRequirements,
} from './index';
import { signUp } from '../../test/accounts';
import type { TestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const serviceForm = (title: string) => ({
  title,
  description: 'Three logo ideas and a one-page guide.',
  tiers: [
    { name: 'Starter', price: 150, deliveryDays: 3, revisions: 1 },
    { name: 'Standard', price: 300, deliveryDays: 5, revisions: 2 },
  ],
  addOns: [{ name: 'Source files', price: 40, extraDays: 1 }],
  questions: [
    { text: 'What is the company called?', required: true },
    { text: 'Colours you like?', required: false },
  ],
});

/** Pays an order's local checkout (what the checkout page's Pay button does). */
async function payLocal(browser: TestBrowser, checkoutUrl: string): Promise<string> {
  const id = new URL(checkoutUrl).pathname.split('/').pop();
  const paid = await browser.client.request<{ redirect: string }>(`/api/checkout/${id}/complete`, {
    method: 'POST',
  });
  return paid.redirect;
}

const useSellerPage = (orderId: number | null) => ({
  live: useLiveUpdates(),
  sellers: useServiceSellers(),
  create: useCreateService(),
  status: useSetServiceStatus(),
  mine: useServices({ scope: 'mine' }),
  sales: useOrders({ role: 'seller' }),
  order: useOrder(orderId),
  deliver: useDeliverOrder(),
  review: useReviewOrder(),
});

const useBuyerPage = (serviceId: number, orderId: number | null, title: string) => ({
  live: useLiveUpdates(),
  list: useServices({ q: title, priceMax: 200, deliveryMax: 3 }),
  service: useService(serviceId),
  buy: useBuyService(),
  order: useOrder(orderId),
  orders: useOrders({ role: 'buyer' }),
  requirements: useSubmitRequirements(),
  revision: useRequestRevision(),
  complete: useCompleteOrder(),
  review: useReviewOrder(),
  reviews: useMarketplaceReviews({ serviceId }),
});

describe('services marketplace hooks (issue 18)', () => {
  it('a talent sells; an employer buys a tier, pays, answers, gets the delivery, asks for a revision, completes and reviews — each side sees the other live', async () => {
    const title = `Logo design ${Math.random().toString(36).slice(2, 8)}`;
    const seller = await signUp(server, 'talent');
    const sellerView = renderWithHireloop(() => useSellerPage(null), seller.browser);
    await waitFor(() => expect(sellerView.result.current.sellers.data?.[0]?.kind).toBe('talent'));

    const bad = await act(() =>
      sellerView.result.current.create
        .mutateAsync({ ...serviceForm('x'), sellerKind: 'talent' })
        .catch((e) => e),
    );
    expect(fieldErrorsOf(bad).title).toEqual([MARKETPLACE_MESSAGES.titleLength]);

    const draft = await act(() => sellerView.result.current.create.mutateAsync(serviceForm(title)));
    expect(draft.status).toBe('draft');
    await waitFor(() =>
      expect(sellerView.result.current.mine.data?.pages[0]?.items.map((s) => s.id)).toContain(
        draft.id,
      ),
    );
    const published = await act(() =>
      sellerView.result.current.status.mutateAsync({ id: draft.id, status: 'published' }),
    );
    expect(published.status).toBe('published');

    // The employer finds it by its search, price and delivery time, and buys tier 0 + the add-on.
    const buyer = await signUp(server, 'employer');
    const buyerView = renderWithHireloop(() => useBuyerPage(draft.id, null, title), buyer.browser);
    await waitFor(() =>
      expect(buyerView.result.current.list.data?.pages[0]?.items.map((s) => s.id)).toEqual([
        draft.id,
      ]),
    );
    await waitFor(() => expect(buyerView.result.current.service.data?.canBuy).toBe(true));
    const bought = await act(() =>
      buyerView.result.current.buy.mutateAsync({
        serviceId: draft.id,
        tierIndex: 0,
        addOnIndexes: [0],
      }),
    );
    expect(bought.order).toMatchObject({ state: 'pending_payment', total: 190, deliveryDays: 4 });
    expect(buyerView.redirects).toEqual([bought.checkoutUrl]);
    const back = await payLocal(buyer.browser, bought.checkoutUrl);
    expect(new URL(back).pathname).toBe(`/marketplace/orders/${bought.order.id}`);
    const orderId = bought.order.id;

    const buyerOrder = renderWithHireloop(
      () => useBuyerPage(draft.id, orderId, title),
      buyer.browser,
    );
    await waitFor(() =>
      expect(buyerOrder.result.current.order.data?.state).toBe('awaiting_requirements'),
    );
    expect(buyerOrder.result.current.order.data?.actions).toContain('submit_requirements');
    await waitFor(() =>
      expect(buyerOrder.result.current.orders.data?.pages[0]?.items.map((o) => o.id)).toContain(
        orderId,
      ),
    );

    // The seller's open order page follows the buyer's steps without a refetch of its own.
    const sellerOrder = renderWithHireloop(() => useSellerPage(orderId), seller.browser);
    await waitFor(() =>
      expect(sellerOrder.result.current.order.data?.state).toBe('awaiting_requirements'),
    );
    await waitFor(() =>
      expect(sellerOrder.result.current.sales.data?.pages[0]?.items.map((o) => o.id)).toContain(
        orderId,
      ),
    );
    await waitFor(() => expect(seller.browser.eventSources.at(-1)?.readyState).toBe(1));
    await waitFor(() => expect(buyer.browser.eventSources.at(-1)?.readyState).toBe(1));

    const missing = await act(() =>
      buyerOrder.result.current.requirements
        .mutateAsync({ id: orderId, answers: ['', ''] })
        .catch((e) => e),
    );
    expect(isHttpError(missing) && missing.status).toBe(400);
    const started = await act(() =>
      buyerOrder.result.current.requirements.mutateAsync({
        id: orderId,
        answers: ['Northwind', ''],
      }),
    );
    expect(started.state).toBe('in_progress');
    await waitFor(() => expect(sellerOrder.result.current.order.data?.state).toBe('in_progress'));
    expect(sellerOrder.result.current.order.data?.answers).toEqual(['Northwind', '']);

    await act(() =>
      sellerOrder.result.current.deliver.mutateAsync({ id: orderId, message: 'Three ideas.' }),
    );
    await waitFor(() => expect(buyerOrder.result.current.order.data?.state).toBe('delivered'));
    expect(buyerOrder.result.current.order.data?.actions).toEqual(
      expect.arrayContaining(['request_revision', 'complete']),
    );

    // The tier allows one revision: after it, only completing (or a dispute) is left.
    await act(() =>
      buyerOrder.result.current.revision.mutateAsync({ id: orderId, message: 'Bolder, please.' }),
    );
    await waitFor(() =>
      expect(sellerOrder.result.current.order.data?.state).toBe('revision_requested'),
    );
    await act(() =>
      sellerOrder.result.current.deliver.mutateAsync({ id: orderId, message: 'Bolder.' }),
    );
    await waitFor(() => expect(buyerOrder.result.current.order.data?.state).toBe('delivered'));
    expect(buyerOrder.result.current.order.data?.actions).not.toContain('request_revision');
    expect(buyerOrder.result.current.order.data?.revisionsUsed).toBe(1);

    const done = await act(() => buyerOrder.result.current.complete.mutateAsync(orderId));
    expect(done).toMatchObject({ state: 'completed', canReview: true });
    await waitFor(() => expect(sellerOrder.result.current.order.data?.canReview).toBe(true));

    const badReview = await act(() =>
      buyerOrder.result.current.review
        .mutateAsync({ id: orderId, rating: 9, body: 'Great' })
        .catch((e) => e),
    );
    expect(fieldErrorsOf(badReview).rating).toEqual([MARKETPLACE_MESSAGES.ratingInvalid]);
    await act(() =>
      buyerOrder.result.current.review.mutateAsync({ id: orderId, rating: 5, body: 'Great work.' }),
    );
    await waitFor(() =>
      expect(buyerOrder.result.current.reviews.data?.pages[0]?.items[0]).toMatchObject({
        rating: 5,
        body: 'Great work.',
      }),
    );
    await waitFor(() =>
      expect(buyerOrder.result.current.order.data?.reviews.buyer?.rating).toBe(5),
    );
    // Within the 7 days the review may be edited.
    expect(buyerOrder.result.current.order.data?.canEditReview).toBe(true);
    await waitFor(() =>
      expect(sellerOrder.result.current.order.data?.reviews.buyer?.body).toBe('Great work.'),
    );
    await act(() =>
      sellerOrder.result.current.review.mutateAsync({
        id: orderId,
        rating: 4,
        body: 'Clear brief.',
      }),
    );
    await waitFor(() =>
      expect(buyerOrder.result.current.order.data?.reviews.seller?.rating).toBe(4),
    );
  });

  it('another person’s order is not found', async () => {
    const seller = await signUp(server, 'talent');
    const sellerView = renderWithHireloop(() => useSellerPage(null), seller.browser);
    const service = await act(() =>
      sellerView.result.current.create.mutateAsync(serviceForm('Copy editing')),
    );
    await act(() =>
      sellerView.result.current.status.mutateAsync({ id: service.id, status: 'published' }),
    );
    const buyer = await signUp(server, 'employer');
    const buyerView = renderWithHireloop(
      () => useBuyerPage(service.id, null, 'Copy editing'),
      buyer.browser,
    );
    const bought = await act(() =>
      buyerView.result.current.buy.mutateAsync({ serviceId: service.id, tierIndex: 1 }),
    );
    const stranger = await signUp(server, 'employer');
    const strangerView = renderWithHireloop(
      () => useBuyerPage(service.id, bought.order.id, 'Copy editing'),
      stranger.browser,
    );
    await waitFor(() => expect(strangerView.result.current.order.isError).toBe(true));
    const error = strangerView.result.current.order.error;
    expect(isHttpError(error) && error.status).toBe(404);
  });
});
