import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/useAuth';
import { useHireloop } from '../core/HireloopProvider';
import { verificationKeys } from './keys';
import { verificationClient } from './verificationClient';

/** The signed-in person's verification kinds (by their role) with each status, and their badge. */
export function useMyVerification() {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    queryKey: verificationKeys.mine(),
    queryFn: ({ signal }) => verificationClient(client).mine({ signal }),
    enabled: user !== null,
  });
}

/** Admins: the reviews waiting, oldest submitted first. */
export function useVerificationQueue(enabled = true) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    queryKey: verificationKeys.queue(),
    queryFn: ({ signal }) => verificationClient(client).queue({ signal }),
    enabled: enabled && user !== null,
  });
}

/** Admins: the audit log of decisions, newest first. */
export function useVerificationAudit(enabled = true) {
  const { client } = useHireloop();
  const { user } = useAuth();
  return useQuery({
    queryKey: verificationKeys.audit(),
    queryFn: ({ signal }) => verificationClient(client).audit({ signal }),
    enabled: enabled && user !== null,
  });
}

/**
 * Admins: the address of a document (a download; the session cookie applies and the server
 * answers it to admins only).
 */
export function useVerificationDocumentHref() {
  const { client } = useHireloop();
  return (documentId: number) => verificationClient(client).documentPath(documentId);
}
