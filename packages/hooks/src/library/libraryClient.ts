import { libraryApi } from '@hireloop/sdk';
import { perClient } from '../core/perClient';

/** The library's endpoints over the app's client (issue 18), made once per client. */
export const libraryClient = perClient(libraryApi);
