import { verificationApi } from '@hireloop/sdk';
import { perClient } from '../core/perClient';

/** Verification's endpoints over the app's client (issue 18), made once per client. */
export const verificationClient = perClient(verificationApi);
