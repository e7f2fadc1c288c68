import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERIOD_ORDER_MESSAGE } from '@hireloop/sdk';
import { TEXTS } from '@hireloop/sdk/constants';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { ConnectedInsightsPage, INSIGHTS_TEXTS as T } from '../insights';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const unique = () => Math.random().toString(36).slice(2, 10);

describe('ConnectedInsightsPage', () => {
  it('shows the funnel after a view and a bid, drills into the request, exports CSV and shows a bad period on its field, against the real server', async () => {
    const employer = createTestBrowser(server);
    const me = await employer.client.auth.register({
      email: `insights-${unique()}@example.com`,
      password: 'correct horse battery',
      name: 'Ines Insight',
      role: 'employer',
    });
    await server.activateSubscription(me.id, 'employer-month');
    const request = await employer.client.jobRequests.create({
      title: 'Data visualisation',
      description: 'Dashboards for the sales team.',
    });
    const talent = createTestBrowser(server);
    const them = await talent.client.auth.register({
      email: `insights-talent-${unique()}@example.com`,
      password: 'correct horse battery',
      name: 'Tara Talent',
      role: 'talent',
    });
    await server.activateSubscription(them.id, 'talent-month');
    await talent.client.jobRequests.get(request.id);
    await talent.client.bids.create({
      kind: 'proposal',
      jobRequestId: request.id,
      rate: 65,
      message: 'I build dashboards.',
    });

    const onExport = vi.fn();
    const user = userEvent.setup();
    renderApp(
      <ConnectedInsightsPage onExport={onExport} now={() => new Date('2030-01-01T00:00:00Z')} />,
      employer,
    );
    const stages = await screen.findByRole('list', { name: T.funnel });
    expect(within(stages).getByTestId('stage-views').textContent).toBe('1');
    expect(within(stages).getByTestId('stage-bids').textContent).toBe('1');
    // No skill on the request: nothing to benchmark.
    expect(screen.getByText(T.noSkills)).toBeTruthy();
    expect(screen.queryByText(TEXTS.insights.notEnoughData)).toBeNull();

    await user.click(screen.getByRole('button', { name: T.exportCsvOf(T.funnel) }));
    expect(onExport.mock.calls[0]![0]).toContain('Bids,1,0,new,100%');

    await user.click(screen.getByRole('button', { name: T.detailsOf('Data visualisation') }));
    expect(await screen.findByText(`${T.jobRequest}: Data visualisation`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.backToAll }));
    await waitFor(() =>
      expect(screen.queryByText(`${T.jobRequest}: Data visualisation`)).toBeNull(),
    );

    await user.clear(screen.getByLabelText(T.from));
    await user.type(screen.getByLabelText(T.from), '2026-02-02');
    await user.clear(screen.getByLabelText(T.to));
    await user.type(screen.getByLabelText(T.to), '2026-02-01');
    await user.click(screen.getByRole('button', { name: T.apply }));
    expect(await screen.findByText(PERIOD_ORDER_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText(T.to).getAttribute('aria-invalid')).toBe('true');
  });
});
