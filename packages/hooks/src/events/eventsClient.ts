import { eventsApi } from '@hireloop/sdk';
import { perClient } from '../core/perClient';

/** The events' endpoints over the app's client (issue 17), made once per client. */
export const eventsClient = perClient(eventsApi);
