import { useQuery } from '@tanstack/react-query';
import { useHireloop } from '../core/HireloopProvider';
import { externalJobQuery } from '../queries/catalogue';

/** One external job by its "rec…" id (GET /api/airtable/jobs/{id}); a 404 is the error state. */
export function useExternalJob(id: string) {
  const { client } = useHireloop();
  return useQuery(externalJobQuery(client, id));
}
