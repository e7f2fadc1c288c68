import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router';
import { ConnectedVerification, VERIFICATION_TEXTS } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /verification (SPEC §2; issue 18): the person's badge and each kind their role verifies — email
 * and company domain by a mailed link (its `?token=` is confirmed here, then dropped from the
 * address), identity by a document an admin reviews, portfolio by links and files.
 */
export default function VerificationPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const dropToken = useCallback(
    () => setParams(new URLSearchParams(), { replace: true }),
    [setParams],
  );
  return (
    <Page>
      <PageHeader
        title={VERIFICATION_TEXTS.title}
        description="Verify who you are. Others see your badge, never your documents."
      />
      <ConnectedVerification token={token} onTokenUsed={dropToken} />
    </Page>
  );
}
