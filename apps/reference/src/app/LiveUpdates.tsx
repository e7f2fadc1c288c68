import { useLiveUpdates } from '@hireloop/hooks';

/** Keeps the cache current from the server's live stream while signed in (lazily loaded). */
export default function LiveUpdates() {
  useLiveUpdates();
  return null;
}
