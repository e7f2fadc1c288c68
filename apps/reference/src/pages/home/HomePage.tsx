import { Suspense } from 'react';
import { useAccount, useAuth } from '@hireloop/hooks';
import { embeddedUser } from '../../lib/embeddedUser';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';
import { CareerFeedLink } from './CareerFeedLink';
import { homeHeading } from './homeHeading';
import { homes, loadHomeOf } from './homes';
import { HomeSkeleton } from './HomeSkeleton';

// This chunk loads as the app starts on `/` (with the entry), on a hover of a link to it, or on
// the way there: the home of the user the page was served for starts loading with it.
const served = embeddedUser();
if (served) loadHomeOf(served);

/** / (SPEC §2), the target after login: a home per account type, each loaded when first shown. */
export default function HomePage() {
  const { accountType } = useAccount();
  const Home = homes[accountType];
  return (
    <Suspense fallback={<HomeLoading />}>
      <Home />
    </Suspense>
  );
}

/** While a home's chunk loads (a switch of account type, or `/` reached after sign-in): its heading over skeletons. */
function HomeLoading() {
  const { user } = useAuth();
  return (
    <Page>
      <PageHeader {...homeHeading(user?.name)} actions={<CareerFeedLink />} />
      <HomeSkeleton />
    </Page>
  );
}
