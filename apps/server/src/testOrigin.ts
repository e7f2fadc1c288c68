/** The origin test browsers claim; test servers trust it for writes. */
export const TEST_APP_ORIGIN = 'http://hireloop.test';
