import { ConnectedAdminLibrary, LIBRARY_TEXTS } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /admin/library (issue 18; admins): every library resource (drafts included) to write in
 * Markdown, attach files to, gate behind a plan, publish or unpublish; the collections to order
 * and publish.
 */
export default function AdminLibraryPage() {
  return (
    <Page>
      <PageHeader title={LIBRARY_TEXTS.adminTitle} description={LIBRARY_TEXTS.adminDescription} />
      <ConnectedAdminLibrary />
    </Page>
  );
}
