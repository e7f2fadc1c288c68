import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { messagePeopleQuery } from '../queries/messaging';

/**
 * The "New message" search (issue 20; GET /api/messages/people): people whose name, title or
 * company matches `q` — or, for a blank `q`, the user's contacts — those the user can write to
 * first. Each says why not yet in `block` (the sdk's `MESSAGING_BLOCK_TEXTS` words it). While new
 * words load, the previous answer stays (`isPlaceholderData`).
 * @param q the search words, trimmed; blank lists the contacts
 */
export function useMessagePeople(q = '') {
  const { client } = useHireloop();
  const { user } = useAuth();
  const words = q.trim();
  return useQuery({
    ...messagePeopleQuery(client, words ? { q: words } : {}),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}
