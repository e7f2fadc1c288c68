import { useQuery } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { stripeConfigQuery } from '../queries/subscription';

/** The payment environment (SPEC §7 GET /api/stripe/config): local, test or live. */
export function useStripeConfig() {
  const { client } = useHireloop();
  return useQuery(stripeConfigQuery(client));
}
