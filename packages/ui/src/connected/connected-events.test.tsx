import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsApi } from '@hireloop/sdk';
import {
  createTestBrowser,
  startTestServer,
  type HireloopTestServer,
} from '@hireloop/server/testing';
import { EVENT_TEXTS as TEXTS, ConnectedEventDetails, ConnectedEvents } from '../index';
import { renderApp } from '../../test/renderApp';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const account = (role: 'employer' | 'talent', name: string) => ({
  email: `events-${role}-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'correct horse battery',
  name,
  role,
});

const DAY = 24 * 60 * 60 * 1000;

describe('ConnectedEvents and ConnectedEventDetails', () => {
  it('a talent finds an event, registers and sees the online link; the host sees the name, against the real server', async () => {
    const host = createTestBrowser(server);
    await host.client.auth.register(account('employer', 'Hana Host'));
    const start = Date.now() + 3 * DAY;
    const created = await eventsApi(host.client).create({
      title: 'Connected meetup',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 60 * 60 * 1000).toISOString(),
      timezone: 'UTC',
      onlineUrl: 'https://meet.example/connected',
      capacity: 2,
      hostKind: 'company',
    });
    await eventsApi(host.client).publish(created.id);
    const user = userEvent.setup();

    const talent = createTestBrowser(server);
    await talent.client.auth.register(account('talent', 'Tom Talent'));
    const list = renderApp(<ConnectedEvents />, talent);
    await user.type(
      await screen.findByRole('searchbox', { name: TEXTS.search }),
      'Connected meetup',
    );
    const link = await screen.findByRole('link', { name: 'Connected meetup' });
    await user.click(link);
    expect(list.navigations).toContain(`/events/${created.id}`);
    expect(screen.queryByRole('button', { name: TEXTS.createEvent })).toBeNull();
    list.unmount();

    const detail = renderApp(<ConnectedEventDetails id={created.id} />, talent);
    await screen.findByRole('heading', { level: 1, name: 'Connected meetup' });
    expect(screen.getByText(TEXTS.onlineLinkHidden)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: TEXTS.register }));
    await waitFor(() =>
      expect(screen.getByTestId('registration-state').textContent).toBe(TEXTS.states.confirmed),
    );
    expect(screen.getByRole('link', { name: /Join online/ }).getAttribute('href')).toBe(
      'https://meet.example/connected',
    );
    expect(screen.queryByRole('region', { name: TEXTS.hostTools })).toBeNull();
    detail.unmount();

    renderApp(<ConnectedEventDetails id={created.id} />, host);
    const tools = await screen.findByRole('region', { name: TEXTS.hostTools });
    await within(tools).findByText('Tom Talent');
    const code = (await eventsApi(talent.client).get(created.id))!.myRegistration!.checkInCode!;
    await user.type(within(tools).getByLabelText(TEXTS.checkInLabel), code.toLowerCase());
    await user.click(within(tools).getByRole('button', { name: TEXTS.checkIn }));
    await within(tools).findByText(TEXTS.checkedIn('Tom Talent'));
  });
});
