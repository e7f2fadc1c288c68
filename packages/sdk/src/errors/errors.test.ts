import { describe, expect, it } from 'vitest';
import { HireloopError, isHireloopError } from './HireloopError';
import { HttpError, isHttpError } from './HttpError';
import { TimeoutError, isTimeoutError } from './TimeoutError';

const http = new HttpError({
  status: 403,
  statusText: 'Forbidden',
  body: '{"message":"No"}',
  method: 'POST',
  path: '/api/job-requests',
});
const timeout = new TimeoutError('GET', '/api/user', 30_000);

describe('the error family', () => {
  it('every kind is a HireloopError with its own name', () => {
    expect([http, timeout].map((error) => error instanceof HireloopError)).toEqual([true, true]);
    expect([http.name, timeout.name]).toEqual(['HttpError', 'TimeoutError']);
    expect(new HireloopError('x').name).toBe('HireloopError');
  });

  it('each guard recognises its own kind and nothing else', () => {
    expect([isHttpError(http), isHttpError(timeout), isHttpError(new Error('x'))]).toEqual([
      true,
      false,
      false,
    ]);
    expect([isTimeoutError(timeout), isTimeoutError(http)]).toEqual([true, false]);
  });

  it('the base guard recognises every Hireloop error, and no other error', () => {
    expect([isHireloopError(http), isHireloopError(timeout)]).toEqual([true, true]);
    expect([
      isHireloopError(new Error('x')),
      isHireloopError('HttpError'),
      isHireloopError(null),
    ]).toEqual([false, false, false]);
  });

  it('the base guard holds for an error from another copy of the sdk (a shared symbol)', () => {
    const fromOtherCopy = Object.assign(new Error('x'), { [Symbol.for('@hireloop/error')]: true });
    expect(isHireloopError(fromOtherCopy)).toBe(true);
  });

  it('an HttpError reads "<status>: <body>" and keeps the parsed body', () => {
    expect(http.message).toBe('403: {"message":"No"}');
    expect(http.data).toEqual({ message: 'No' });
  });
});
