import { collectivesApi } from '@hireloop/sdk';
import { perClient } from '../core/perClient';

/** The collectives' endpoints over the app's client (issue 17), made once per client. */
export const collectivesClient = perClient(collectivesApi);
