import { ConnectedLibrary, LIBRARY_TEXTS } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /library (SPEC §2, issue 18; in the account menu): collections with one's progress, then the
 * resources with a search and filters; gated ones show their lock, and each can be saved.
 */
export default function LibraryPage() {
  return (
    <Page>
      <PageHeader title={LIBRARY_TEXTS.pageTitle} description={LIBRARY_TEXTS.pageDescription} />
      <ConnectedLibrary />
    </Page>
  );
}
