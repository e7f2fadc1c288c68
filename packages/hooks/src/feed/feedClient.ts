import { feedApi, type FeedApi, type Transport } from '@hireloop/sdk';

const apis = new WeakMap<Transport, FeedApi>();

/**
 * The career feed's endpoints over the app's client (issue 17). The sdk leaves them off the client
 * object (`feedApi(transport)`), so their code loads with the feed's pages, not with every page.
 */
export function feedClient(client: Transport): FeedApi {
  let api = apis.get(client);
  if (!api) {
    api = feedApi(client);
    apis.set(client, api);
  }
  return api;
}
