import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError } from '@hireloop/sdk';
import { ORIGIN_MESSAGE, ORIGINS_REQUIRED_MESSAGE } from '@hireloop/sdk/schemas';
import { fieldErrorsOf, serverMessage } from '../core/serverMessage';
import { useCreatePartner, usePartners, useRevokePartner, useUpdatePartner } from './index';
import { signUp } from '../../test/accounts';
import { createTestBrowser } from '../../test/browser';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A signed-in admin. */
async function signUpAdmin() {
  const admin = await signUp(server, 'employer');
  await server.makeAdmin(admin.user.id);
  return admin;
}

/** The admin screen's hooks together. */
const usePartnerDesk = () => ({
  list: usePartners(),
  create: useCreatePartner(),
  update: useUpdatePartner(),
  revoke: useRevokePartner(),
});

describe('partners (issue 15)', () => {
  it('a user who is not an admin never asks for the list and is refused registering, editing and revoking', async () => {
    const { browser } = await signUp(server, 'employer');
    const view = renderWithHireloop(usePartnerDesk, browser);
    await view.sessionLoaded();
    expect(view.result.current.list.fetchStatus).toBe('idle');
    expect(browser.requests).not.toContain('GET /api/admin/partners');

    await act(async () => {
      await view.result.current.create
        .mutateAsync({ name: 'Bootcamp', allowedOrigins: ['https://bootcamp.example'] })
        .catch(() => undefined);
      await view.result.current.update
        .mutateAsync({ id: 1, name: 'Renamed' })
        .catch(() => undefined);
      await view.result.current.revoke.mutateAsync(1).catch(() => undefined);
    });
    for (const mutation of ['create', 'update', 'revoke'] as const) {
      const { error } = view.result.current[mutation];
      expect(isHttpError(error) && error.status).toBe(403);
      expect(serverMessage(error)).toBe('Admins only');
    }
  });

  it('signed out, registering a partner fails with a 401', async () => {
    const view = renderWithHireloop(usePartnerDesk, createTestBrowser(server));
    await view.sessionLoaded();
    expect(view.result.current.list.fetchStatus).toBe('idle');
    await act(async () => {
      await view.result.current.create
        .mutateAsync({ name: 'Bootcamp', allowedOrigins: ['https://bootcamp.example'] })
        .catch(() => undefined);
    });
    const { error } = view.result.current.create;
    expect(isHttpError(error) && error.status).toBe(401);
  });

  it('an admin registers a partner and gets its key, edits its origins, then revokes it; the list follows each change', async () => {
    const { browser } = await signUpAdmin();
    const view = renderWithHireloop(usePartnerDesk, browser);
    await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));
    const before = view.result.current.list.data?.length ?? 0;

    const name = `Bootcamp ${Date.now().toString(36)}`;
    const created = await act(() =>
      view.result.current.create.mutateAsync({
        name,
        // Written loosely: the sdk's schema (the server's too) canonicalises them.
        allowedOrigins: ['https://Partner.Example', 'http://127.0.0.1:3001/'],
      }),
    );
    expect(created).toMatchObject({
      name,
      allowedOrigins: ['https://partner.example', 'http://127.0.0.1:3001'],
      revokedAt: null,
    });
    expect(created.publishableKey).toMatch(/^pk_/);
    // The list has refreshed by the time the mutation resolves: newest first.
    expect(view.result.current.list.data).toHaveLength(before + 1);
    expect(view.result.current.list.data?.[0]).toEqual(created);

    const edited = await act(() =>
      view.result.current.update.mutateAsync({
        id: created.id,
        allowedOrigins: ['https://partner.example', 'https://www.partner.example'],
      }),
    );
    expect(edited).toMatchObject({
      id: created.id,
      name,
      publishableKey: created.publishableKey,
      allowedOrigins: ['https://partner.example', 'https://www.partner.example'],
    });
    expect(view.result.current.list.data?.find((p) => p.id === created.id)).toEqual(edited);

    await act(() => view.result.current.revoke.mutateAsync(created.id));
    const revoked = view.result.current.list.data?.find((p) => p.id === created.id);
    expect(revoked?.revokedAt).not.toBeNull();
    expect(revoked?.publishableKey).toBe(created.publishableKey);
  });

  it("the server's field errors reach the form (fieldErrorsOf), and nothing is registered", async () => {
    const { browser } = await signUpAdmin();
    const view = renderWithHireloop(usePartnerDesk, browser);
    await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));
    const before = view.result.current.list.data;

    const refusal = async (input: { name: string; allowedOrigins: string[] }) => {
      await act(async () => {
        await view.result.current.create.mutateAsync(input).catch(() => undefined);
      });
      const { error } = view.result.current.create;
      expect(isHttpError(error) && error.status).toBe(400);
      return fieldErrorsOf(error);
    };

    expect(
      await refusal({ name: 'Job board', allowedOrigins: ['https://partner.example/jobs'] }),
    ).toEqual({ allowedOrigins: [ORIGIN_MESSAGE] });
    expect(await refusal({ name: 'Job board', allowedOrigins: [] })).toEqual({
      allowedOrigins: [ORIGINS_REQUIRED_MESSAGE],
    });
    expect(
      Object.keys(await refusal({ name: '  ', allowedOrigins: ['https://partner.example'] })),
    ).toEqual(['name']);

    await act(() => view.result.current.list.refetch());
    expect(view.result.current.list.data).toEqual(before);
  });
});
