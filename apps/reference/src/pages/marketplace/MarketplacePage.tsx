import { useSearchParams } from '../../lib/router';
import { useAccount } from '@hireloop/hooks';
import { ConnectedMarketplace, MARKET_TEXTS, type MarketplaceTab } from '@hireloop/ui';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

const TABS: readonly MarketplaceTab[] = ['browse', 'orders', 'services', 'sales'];

/**
 * /marketplace (SPEC §2, issue 18), by the account acted as: employers browse and search services
 * (skill, price, delivery time, rating) and see their orders; talent manage their services (drafts,
 * published, paused) and see their sales. The tab is in the address (`?tab=orders`) so a link can
 * open it and Back returns to it.
 */
export default function MarketplacePage() {
  const { accountType } = useAccount();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab = TABS.find((t) => t === wanted);
  return (
    <Page>
      <PageHeader
        title={MARKET_TEXTS.pageTitle}
        description={
          accountType === 'employer'
            ? MARKET_TEXTS.pageDescriptionEmployer
            : MARKET_TEXTS.pageDescriptionTalent
        }
      />
      <ConnectedMarketplace
        tab={tab}
        onTabChange={(next) => setParams({ tab: next }, { replace: true })}
      />
    </Page>
  );
}
