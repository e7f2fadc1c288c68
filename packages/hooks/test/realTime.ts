// Real-time helpers that keep working while a test fakes the timers (shared with the test server).
export { eventually, realNow, realSleep } from '@hireloop/server/testing';
