import { feedApi } from '@hireloop/sdk';
import { perClient } from '../core/perClient';

/** The career feed's endpoints over the app's client (issue 17), made once per client. */
export const feedClient = perClient(feedApi);
