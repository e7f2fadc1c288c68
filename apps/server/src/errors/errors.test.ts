import { describe, expect, it } from 'vitest';
import {
  fieldError,
  fieldErrors,
  HttpProblem,
  isHttpProblem,
  isRequestValidationError,
  problem,
  RequestValidationError,
} from '.';

describe('HttpProblem', () => {
  it('carries the status, the message the client sees and extra headers', () => {
    const error = problem(429, 'Too many requests', { 'retry-after': '3' });
    expect(error).toBeInstanceOf(HttpProblem);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpProblem');
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Too many requests');
    expect(error.headers).toEqual({ 'retry-after': '3' });
    expect(problem(404, 'Not found').headers).toEqual({});
  });

  it('is told apart by its guard', () => {
    expect(isHttpProblem(problem(403, 'Forbidden'))).toBe(true);
    expect(isHttpProblem(new Error('x'))).toBe(false);
    expect(isHttpProblem(fieldError('name', 'Required', {}))).toBe(false);
    expect(isHttpProblem({ statusCode: 403, message: 'Forbidden' })).toBe(false);
  });
});

describe('RequestValidationError', () => {
  it("is a 400 with the field problems a service found, in the schema failures' shape", () => {
    const input = { name: 'x', skills: [999] };
    const error = fieldErrors(
      [
        { field: 'name', message: 'Too short' },
        { field: 'skills', message: 'Unknown skill: 999' },
      ],
      input,
    );
    expect(error).toBeInstanceOf(RequestValidationError);
    expect(error.name).toBe('RequestValidationError');
    expect(error.statusCode).toBe(400);
    expect(error.input).toBe(input);
    expect(error.issues).toEqual([
      { code: 'custom', path: ['name'], message: 'Too short', input: 'x' },
      { code: 'custom', path: ['skills'], message: 'Unknown skill: 999', input: [999] },
    ]);
  });

  it('has a one-field shorthand and a guard', () => {
    const error = fieldError('cursor', 'Invalid cursor', { cursor: 'abc' });
    expect(error.issues).toEqual([
      { code: 'custom', path: ['cursor'], message: 'Invalid cursor', input: 'abc' },
    ]);
    expect(isRequestValidationError(error)).toBe(true);
    expect(isRequestValidationError(problem(400, 'Bad'))).toBe(false);
    expect(isRequestValidationError(null)).toBe(false);
  });
});
