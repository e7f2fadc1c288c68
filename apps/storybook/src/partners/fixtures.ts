import type { Partner } from '@hireloop/sdk/schemas';

// Story data: fictional partner sites. Timestamps are at midday UTC so the shown date is the same
// in every time zone a test might run in.

export const activePartner: Partner = {
  id: 7,
  name: 'Brightpath Bootcamp',
  publishableKey: 'pk_4f9c2e7a1b8d3f60c5e9a2d7b1f4c8e3',
  allowedOrigins: ['https://brightpath.example', 'https://www.brightpath.example'],
  createdAt: '2025-03-04T12:00:00.000Z',
  updatedAt: '2025-03-04T12:00:00.000Z',
  revokedAt: null,
};

export const revokedPartner: Partner = {
  id: 3,
  name: 'Fernhollow Job Board',
  publishableKey: 'pk_0a7e5d3c9b1f2e8d6c4a0b9e7d5c3a1f',
  allowedOrigins: ['https://jobs.fernhollow.example'],
  createdAt: '2025-01-15T12:00:00.000Z',
  updatedAt: '2025-02-20T12:00:00.000Z',
  revokedAt: '2025-02-20T12:00:00.000Z',
};

/** Newest first, as GET /api/admin/partners answers. */
export const partners: Partner[] = [activePartner, revokedPartner];

/** Hireloop's origin in the stories' embed code. */
export const appOrigin = 'https://app.hireloop.example';
