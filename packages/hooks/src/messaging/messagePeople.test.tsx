import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { MESSAGING_BLOCK_TEXTS, isHttpError } from '@hireloop/sdk';
import { serverMessage } from '../core/serverMessage';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';
import { useMessagePeople, useOpenConversation } from './index';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('useMessagePeople (issue 20: the "New message" search)', () => {
  it('a talent finds an employer with the reason, cannot open the conversation, and finds them reachable once the employer wrote', async () => {
    const employer = await signUp(server, 'employer');
    const talent = await signUp(server, 'talent');
    const view = renderWithHireloop(() => {
      const [q, setQ] = useState('');
      return { people: useMessagePeople(q), setQ, open: useOpenConversation() };
    }, talent.browser);
    // Blank: the contacts, none yet.
    await waitFor(() => expect(view.result.current.people.data).toEqual({ items: [] }));

    act(() => view.result.current.setQ(`  ${employer.user.name} `));
    await waitFor(() =>
      expect(view.result.current.people.data?.items).toEqual([
        expect.objectContaining({
          id: employer.user.id,
          block: 'employer-needs-introduction',
          conversationId: null,
        }),
      ]),
    );

    const refused = await act(() =>
      view.result.current.open.mutateAsync(employer.user.id).catch((error: unknown) => error),
    );
    expect(isHttpError(refused) && refused.status).toBe(403);
    expect(serverMessage(refused)).toBe(MESSAGING_BLOCK_TEXTS['employer-needs-introduction']);

    const conversation = await employer.browser.client.messages.open(talent.user.id);
    act(() => view.result.current.setQ(''));
    await waitFor(() =>
      expect(view.result.current.people.data?.items).toEqual([
        expect.objectContaining({
          id: employer.user.id,
          block: null,
          conversationId: conversation.id,
        }),
      ]),
    );
  });
});
