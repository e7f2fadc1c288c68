import { act, waitFor } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type HireloopTestServer } from '@hireloop/server/testing';
import { isHttpError } from '@hireloop/sdk';
import { VERIFICATION_MESSAGES } from '@hireloop/sdk/schemas';
import { fieldErrorsOf } from '../core/serverMessage';
import { useProfile, useTalentSearch } from '../profile';
import {
  useConfirmVerification,
  useDecideVerification,
  useMyVerification,
  useSendEmailVerification,
  useUploadVerificationDocument,
  useVerificationAudit,
  useVerificationQueue,
  verificationClient,
} from './index';
import { signUp } from '../../test/accounts';
import { renderWithHireloop } from '../../test/render';

/**
 * jsdom's FormData and Blob are not Node's, so Node's fetch (which the test browser uses) cannot
 * send them: re-encode a multipart body with Node's own classes, as a real browser sends it.
 */
const nodeFetch = globalThis.fetch;
async function multipartFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  if (!(init.body instanceof FormData)) return nodeFetch(input, init);
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData())
    .constructor as typeof FormData;
  const form = new NodeFormData();
  for (const [name, value] of init.body.entries()) {
    if (typeof value === 'string') form.append(name, value);
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      form.append(name, new NodeBlob([bytes]) as unknown as Blob, value.name);
    }
  }
  const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  const headers = new Headers(init.headers);
  headers.set('content-type', encoded.headers.get('content-type')!);
  return nodeFetch(input, { ...init, headers, body: await encoded.arrayBuffer() });
}

let server: HireloopTestServer;
beforeAll(async () => {
  globalThis.fetch = multipartFetch as typeof fetch;
  server = await startTestServer();
});
afterAll(async () => {
  globalThis.fetch = nodeFetch;
  await server.close();
});

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

const usePersonPage = () => ({
  mine: useMyVerification(),
  sendEmail: useSendEmailVerification(),
  confirm: useConfirmVerification(),
  upload: useUploadVerificationDocument(),
});

describe('verification hooks (issue 18)', () => {
  it('a talent verifies their email by the mailed link and sends an identity document an admin approves; the badge follows', async () => {
    const talent = await signUp(server, 'talent');
    const page = renderWithHireloop(usePersonPage, talent.browser);
    await page.sessionLoaded();
    await waitFor(() =>
      expect(page.result.current.mine.data?.items.map((i) => i.status)).toEqual([
        'not_started',
        'not_started',
        'not_started',
      ]),
    );

    await act(() => page.result.current.sendEmail.mutateAsync());
    const [mail] = await server.outbox(talent.user.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const wrong = await act(() =>
      page.result.current.confirm.mutateAsync('x'.repeat(43)).catch((e: unknown) => e),
    );
    expect(fieldErrorsOf(wrong)).toEqual({ token: [VERIFICATION_MESSAGES.tokenInvalid] });
    await act(() => page.result.current.confirm.mutateAsync(token));
    await waitFor(() => expect(page.result.current.mine.data?.badge.kinds).toEqual(['email']));

    const refused = await act(() =>
      page.result.current.upload
        .mutateAsync({ kind: 'identity', file: new Blob([HTML]), filename: 'id.pdf' })
        .catch((e: unknown) => e),
    );
    expect(isHttpError(refused) && refused.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(refused))).toEqual(['document']);
    await act(() =>
      page.result.current.upload.mutateAsync({
        kind: 'identity',
        file: new Blob([PDF], { type: 'application/pdf' }),
        filename: 'passport.pdf',
        note: 'Passport',
      }),
    );
    await waitFor(() =>
      expect(page.result.current.mine.data?.items[1]).toMatchObject({
        kind: 'identity',
        status: 'pending',
        documents: [expect.objectContaining({ filename: 'passport.pdf' })],
      }),
    );

    const admin = await signUp(server, 'employer');
    await server.makeAdmin(admin.user.id);
    const adminPage = renderWithHireloop(
      () => ({
        queue: useVerificationQueue(),
        audit: useVerificationAudit(),
        decide: useDecideVerification(),
        profile: useProfile(talent.user.id),
        verifiedOnly: useTalentSearch({ verified: true, limit: 50 }),
      }),
      admin.browser,
    );
    await adminPage.sessionLoaded();
    await waitFor(() =>
      expect(adminPage.result.current.queue.data?.map((r) => r.person.id)).toContain(
        talent.user.id,
      ),
    );
    await waitFor(() =>
      expect(adminPage.result.current.profile.data?.verification?.verified).toBe(false),
    );
    const review = adminPage.result.current.queue.data!.find(
      (r) => r.person.id === talent.user.id,
    )!;
    const noReason = await act(() =>
      adminPage.result.current.decide
        .mutateAsync({ id: review.id, decision: { decision: 'reject' } })
        .catch((e: unknown) => e),
    );
    expect(fieldErrorsOf(noReason)).toEqual({ reason: [VERIFICATION_MESSAGES.reasonRequired] });
    await act(() =>
      adminPage.result.current.decide.mutateAsync({
        id: review.id,
        decision: { decision: 'approve' },
      }),
    );
    await waitFor(() =>
      expect(adminPage.result.current.queue.data?.map((r) => r.id)).not.toContain(review.id),
    );
    await waitFor(() =>
      expect(adminPage.result.current.profile.data?.verification?.verified).toBe(true),
    );
    await waitFor(() =>
      expect(adminPage.result.current.audit.data?.[0]).toMatchObject({
        verificationId: review.id,
        action: 'approved',
      }),
    );
    await waitFor(() =>
      expect(
        adminPage.result.current.verifiedOnly.data?.pages.flatMap((p) =>
          (p?.items ?? []).map((i) => i.userId),
        ),
      ).toEqual([talent.user.id]),
    );
  });

  it('a second decision on the same review answers 409', async () => {
    const talent = await signUp(server, 'talent');
    const admin = await signUp(server, 'employer');
    await server.makeAdmin(admin.user.id);
    const person = renderWithHireloop(usePersonPage, talent.browser);
    await person.sessionLoaded();
    await act(() =>
      person.result.current.upload.mutateAsync({ kind: 'identity', file: new Blob([PDF]) }),
    );
    const adminPage = renderWithHireloop(
      () => ({ queue: useVerificationQueue(), decide: useDecideVerification() }),
      admin.browser,
    );
    await adminPage.sessionLoaded();
    await waitFor(() =>
      expect(adminPage.result.current.queue.data?.map((r) => r.person.id)).toContain(
        talent.user.id,
      ),
    );
    const review = adminPage.result.current.queue.data!.find(
      (r) => r.person.id === talent.user.id,
    )!;
    await act(() =>
      adminPage.result.current.decide.mutateAsync({
        id: review.id,
        decision: { decision: 'reject', reason: 'Unreadable scan' },
      }),
    );
    const again = await act(() =>
      adminPage.result.current.decide
        .mutateAsync({ id: review.id, decision: { decision: 'approve' } })
        .catch((e: unknown) => e),
    );
    expect(isHttpError(again) && again.status).toBe(409);
    const after = await verificationClient(talent.browser.client).mine();
    expect(after?.items[1]).toMatchObject({ status: 'rejected', reason: 'Unreadable scan' });
  });
});
