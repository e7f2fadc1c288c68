/**
 * The parser of JSON request bodies, in place of Fastify's own: the same parsing (secure-json-parse,
 * a body with `__proto__` or `constructor.prototype` refused, `BODY_LIMIT` applied by Fastify before
 * it runs) plus a nesting limit. No request of the API nests deeper than 3 levels, so a body nested
 * past {@link JSON_DEPTH_MAX} is a 400 `{ message, fieldErrors }` naming the top-level field, before
 * any schema, handler or error formatter walks it (issue 14: 40,000 levels once made the error
 * formatter overflow the stack).
 */
import { errorCodes, type FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import type * as z from 'zod/mini';
import { RequestValidationError } from '../errors';

/** The deepest nesting of arrays and objects a body may have; `{}` and `[]` are 1 deep. */
export const JSON_DEPTH_MAX = 32;

/** The field error of a body nested deeper than {@link JSON_DEPTH_MAX} (designed). */
export const NESTED_TOO_DEEP = `Nested too deeply (at most ${JSON_DEPTH_MAX} levels)`;

/**
 * Where `value` nests deeper than `max`: `{ field }`, the top-level key it happens under
 * (`undefined` when the body itself is an array, or the body is the culprit), else `undefined`.
 * Iterative, so no depth can overflow the stack.
 */
export function tooDeep(value: unknown, max: number): { field: string | undefined } | undefined {
  const topIsObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const stack: [node: unknown, depth: number, field: string | undefined][] = [
    [value, 1, undefined],
  ];
  while (stack.length > 0) {
    const [node, depth, field] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return { field };
    for (const [key, child] of Object.entries(node)) {
      stack.push([child, depth + 1, depth === 1 && topIsObject ? key : field]);
    }
  }
  return undefined;
}

/** Replaces the `application/json` parser of `app` (and of the routes registered after it). */
export function useJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    let value: unknown;
    try {
      value = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
    const deep = tooDeep(value, JSON_DEPTH_MAX);
    if (deep) {
      const issue = {
        code: 'custom',
        path: deep.field === undefined ? [] : [deep.field],
        message: NESTED_TOO_DEEP,
      } as z.core.$ZodIssue;
      return done(new RequestValidationError([issue], undefined), undefined);
    }
    done(null, value);
  });
}
