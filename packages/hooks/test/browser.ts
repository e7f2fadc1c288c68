// The browser stand-in lives with the test server, so every client package's tests share it.
export { createTestBrowser } from '@hireloop/server/testing';
export type { SentRequest, TestBrowser } from '@hireloop/server/testing';
