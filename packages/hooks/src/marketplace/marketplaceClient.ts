import { marketplaceApi } from '@hireloop/sdk';
import { perClient } from '../core/perClient';

/** The services marketplace's endpoints over the app's client (issue 18), made once per client. */
export const marketplaceClient = perClient(marketplaceApi);
