import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError } from '@hireloop/sdk';
import { LIBRARY_MESSAGES } from '@hireloop/sdk/schemas';
import { fieldErrorsOf } from '../core/serverMessage';
import {
  useAdminLibraryCollections,
  useAdminLibraryResources,
  useCreateLibraryResource,
  useLibraryCollections,
  useLibraryResource,
  useLibraryResources,
  usePublishLibraryCollection,
  usePublishLibraryResource,
  useSaveLibraryCollection,
  useSetLibraryProgress,
} from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';

let server: HireloopTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const useAdminPage = () => ({
  resources: useAdminLibraryResources(),
  collections: useAdminLibraryCollections(),
  create: useCreateLibraryResource(),
  publish: usePublishLibraryResource(),
  saveCollection: useSaveLibraryCollection(),
  publishCollection: usePublishLibraryCollection(),
});

const useReaderPage = (id: number) => ({
  list: useLibraryResources({ plan: 'lite' }),
  resource: useLibraryResource(id),
  collections: useLibraryCollections(),
  progress: useSetLibraryProgress(),
});

describe('library hooks (issue 18)', () => {
  it('an admin writes and publishes a Lite template and a collection; a reader sees it locked until Lite, then completes it', async () => {
    const admin = await signUp(server, 'talent');
    await server.makeAdmin(admin.user.id);
    const adminView = renderWithHireloop(useAdminPage, admin.browser);
    await adminView.sessionLoaded();

    const bad = await act(() =>
      adminView.result.current.create.mutateAsync({ title: 'x', kind: 'guide' }).catch((e) => e),
    );
    expect(fieldErrorsOf(bad)).toEqual({
      title: [LIBRARY_MESSAGES.titleLength],
      body: [LIBRARY_MESSAGES.bodyRequired],
    });

    const draft = await act(() =>
      adminView.result.current.create.mutateAsync({
        title: 'Proposal template',
        kind: 'template',
        audience: 'talent',
        requiredPlan: 'lite',
        summary: 'For Lite members',
        body: '# Proposal\n\nSecret structure',
      }),
    );
    expect(draft.status).toBe('draft');
    await act(() => adminView.result.current.publish.mutateAsync({ id: draft.id, publish: true }));
    await act(() =>
      adminView.result.current.saveCollection
        .mutateAsync({ collection: { title: 'Start here', resourceIds: [draft.id] } })
        .then((c) =>
          adminView.result.current.publishCollection.mutateAsync({ id: c.id, publish: true }),
        ),
    );
    await waitFor(() =>
      expect(adminView.result.current.resources.data?.map((r) => r.id)).toContain(draft.id),
    );
    await waitFor(() =>
      expect(adminView.result.current.collections.data?.[0]?.status).toBe('published'),
    );

    const reader = await signUp(server, 'talent');
    const view = renderWithHireloop(() => useReaderPage(draft.id), reader.browser);
    await waitFor(() => expect(view.result.current.resource.data?.id).toBe(draft.id));
    expect(view.result.current.resource.data).toMatchObject({
      locked: true,
      body: null,
      attachments: [],
    });
    await waitFor(() =>
      expect(view.result.current.list.data?.pages[0]?.items.map((r) => r.id)).toContain(draft.id),
    );
    const refused = await act(() =>
      view.result.current.progress
        .mutateAsync({ id: draft.id, state: 'completed' })
        .catch((e) => e),
    );
    expect(isHttpError(refused) && refused.status).toBe(403);

    await server.activateSubscription(reader.user.id, 'talent-month');
    await act(() => view.result.current.resource.refetch());
    expect(view.result.current.resource.data).toMatchObject({
      locked: false,
      body: '# Proposal\n\nSecret structure',
    });
    const done = await act(() =>
      view.result.current.progress.mutateAsync({ id: draft.id, state: 'completed' }),
    );
    expect(done.progress).toBe('completed');
    expect(view.result.current.resource.data?.progress).toBe('completed');
    await waitFor(() =>
      expect(
        view.result.current.collections.data?.find((c) => c.title === 'Start here')?.progress,
      ).toEqual({ completed: 1, total: 1, state: 'completed' }),
    );
  });
});
