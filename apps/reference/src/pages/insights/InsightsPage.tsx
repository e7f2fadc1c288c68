import { useAccount } from '@hireloop/hooks';
import { NAV_LABELS } from '@hireloop/sdk/constants';
import { EmptyState } from '@hireloop/ui';
import { ConnectedInsightsPage, INSIGHTS_TEXTS } from '@hireloop/ui/insights';
import { useSearchParams } from '../../lib/router';
import { Page } from '../../components/Page';
import { PageHeader } from '../../components/PageHeader';

/**
 * /insights (SPEC §2, issue 16; employers): the company's funnel from views to hires over a
 * period, per job request on demand, and rate benchmarks per skill. The period and the job request
 * are in the address (`?from=&to=&request=`), so a view can be shared and survives a reload. Its
 * chunk alone loads `@hireloop/ui/insights` and recharts.
 */
export default function InsightsPage() {
  const { accountType } = useAccount();
  const [params, setParams] = useSearchParams();
  if (accountType !== 'employer')
    return (
      <Page>
        <PageHeader title={NAV_LABELS.insights} />
        <EmptyState
          title="Insights are for employer accounts"
          description="Switch to your employer account in the account menu to see how your job requests are doing."
        />
      </Page>
    );
  const request = Number(params.get('request'));
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: false },
    );
  return (
    <Page>
      <PageHeader title={NAV_LABELS.insights} description={INSIGHTS_TEXTS.description} />
      <ConnectedInsightsPage
        period={{ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }}
        onPeriodChange={(period) => update({ from: period.from ?? null, to: period.to ?? null })}
        jobRequestId={Number.isInteger(request) && request > 0 ? request : null}
        onJobRequestChange={(id) => update({ request: id === null ? null : String(id) })}
      />
    </Page>
  );
}
