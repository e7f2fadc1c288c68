import type { MyVerification, VerificationAuditEntry, VerificationReview } from '@hireloop/sdk';

const empty = {
  email: null,
  domain: null,
  links: [] as string[],
  note: null,
  documents: [],
  reason: null,
  submittedAt: null,
  decidedAt: null,
  expiresAt: null,
} satisfies Omit<MyVerification, 'kind' | 'status'>;

export const notStarted = (kind: MyVerification['kind']): MyVerification => ({
  ...empty,
  kind,
  status: 'not_started',
});

export const pendingIdentity: MyVerification = {
  ...empty,
  kind: 'identity',
  status: 'pending',
  note: 'Passport',
  documents: [
    {
      id: 4,
      filename: 'passport.pdf',
      contentType: 'application/pdf',
      size: 184_320,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  submittedAt: '2026-11-20T10:00:00.000Z',
};

export const rejectedIdentity: MyVerification = {
  ...empty,
  kind: 'identity',
  status: 'rejected',
  reason: 'The photo is blurred <b>please</b> retry',
  submittedAt: '2026-11-18T10:00:00.000Z',
  decidedAt: '2026-11-19T10:00:00.000Z',
};

export const verifiedDomain: MyVerification = {
  ...empty,
  kind: 'company_domain',
  status: 'verified',
  email: 'morgan@northwind-labs.example',
  domain: 'northwind-labs.example',
  submittedAt: '2026-11-01T10:00:00.000Z',
  decidedAt: '2026-11-01T10:05:00.000Z',
};

export const reviews: VerificationReview[] = [
  {
    id: 11,
    kind: 'identity',
    person: {
      id: 5,
      name: 'Lukas Becker',
      role: 'talent',
      image: null,
      email: 'lukas@example.com',
    },
    links: [],
    note: 'Passport, photo page.',
    documents: [
      {
        id: 21,
        filename: 'passport-sample.pdf',
        contentType: 'application/pdf',
        size: 2048,
        createdAt: '2026-11-25T09:00:00.000Z',
      },
    ],
    previousReasons: ['The document photo is blurred'],
    submittedAt: '2026-11-25T09:00:00.000Z',
  },
  {
    id: 12,
    kind: 'portfolio',
    person: { id: 6, name: 'Priya Nair', role: 'talent', image: null, email: 'priya@example.com' },
    links: ['https://priya-data.example/case-studies'],
    note: null,
    documents: [],
    previousReasons: [],
    submittedAt: '2026-11-26T09:00:00.000Z',
  },
];

export const audit: VerificationAuditEntry[] = [
  {
    id: 3,
    verificationId: 9,
    kind: 'identity',
    action: 'rejected',
    reason: 'The document photo is blurred',
    subject: { id: 7, name: 'Mateo Silva', role: 'talent', image: null },
    actor: { id: 1, name: 'Hireloop Admin', role: 'employer', image: null },
    at: '2026-11-23T12:00:00.000Z',
  },
  {
    id: 2,
    verificationId: 8,
    kind: 'identity',
    action: 'approved',
    reason: null,
    subject: { id: 2, name: 'Avery Talent', role: 'talent', image: null },
    actor: { id: 1, name: 'Hireloop Admin', role: 'employer', image: null },
    at: '2026-10-27T12:00:00.000Z',
  },
];
