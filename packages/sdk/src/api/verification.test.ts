import { describe, expect, it } from 'vitest';
import { recordingTransport } from './recordingTransport';
import { verificationApi } from './verification';

describe('verificationApi', () => {
  it("reads the person's kinds and starts the link and portfolio kinds under /api/verification", async () => {
    const { transport, calls } = recordingTransport();
    const api = verificationApi(transport);
    await api.mine();
    await api.sendEmailLink();
    await api.sendCompanyDomainLink({ email: 'ada@acme.example' });
    await api.confirm('t'.repeat(43));
    await api.submitPortfolio({ links: ['https://ada.example'] });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/verification', options: {} },
      { kind: 'request', path: '/api/verification/email', options: { method: 'POST' } },
      {
        kind: 'request',
        path: '/api/verification/company-domain',
        options: { method: 'POST', body: { email: 'ada@acme.example' } },
      },
      {
        kind: 'request',
        path: '/api/verification/confirm',
        options: { method: 'POST', body: { token: 't'.repeat(43) } },
      },
      {
        kind: 'request',
        path: '/api/verification/portfolio',
        options: { method: 'POST', body: { links: ['https://ada.example'] } },
      },
    ]);
  });

  it('sends a document as multipart form data in the `document` field, with the note', async () => {
    const { transport, calls } = recordingTransport();
    await verificationApi(transport).uploadDocument(
      'identity',
      new Blob(['%PDF-'], { type: 'application/pdf' }),
      { note: 'Passport', filename: 'passport.pdf' },
    );
    expect(calls[0]?.path).toBe('/api/verification/identity/documents');
    expect(calls[0]?.options?.method).toBe('POST');
    const form = calls[0]?.options?.form as FormData;
    expect(form.get('document')).toBeInstanceOf(Blob);
    expect((form.get('document') as File).name).toBe('passport.pdf');
    expect(form.get('note')).toBe('Passport');
  });

  it('reads the queue and audit, decides, and names the document path, under /api/admin/verification', async () => {
    const { transport, calls } = recordingTransport();
    const api = verificationApi(transport);
    await api.queue();
    await api.audit();
    await api.decide(4, { decision: 'reject', reason: 'Blurred photo' });
    expect(calls).toEqual([
      { kind: 'read', path: '/api/admin/verification', options: {} },
      { kind: 'read', path: '/api/admin/verification/audit', options: {} },
      {
        kind: 'request',
        path: '/api/admin/verification/4/decision',
        options: { method: 'POST', body: { decision: 'reject', reason: 'Blurred photo' } },
      },
    ]);
    expect(api.documentPath(9)).toBe('/api/admin/verification/documents/9');
  });
});
