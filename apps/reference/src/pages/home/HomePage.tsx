import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

export default function HomePage() {
  return (
    <Page>
      <PageHeader title="Home" />
    </Page>
  );
}
