/**
 * Validation with the sdk's zod schemas (ARCHITECTURE: one schema module shared by the sdk, the
 * server and the tests). Routes declare `schema: { body, querystring, params }` with zod/mini
 * schemas from `@hireloop/sdk/schemas`; a failure is a 400 `{ message, fieldErrors }` with SPEC
 * §5's texts. Also the error and not-found handlers: no stack trace ever leaves the server.
 */
import type { FastifyError, FastifyInstance, FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import { toApiError } from '@hireloop/sdk/schemas';
import * as z from 'zod/mini';

/** Fastify type provider for zod (mini or classic) schemas: handlers get the parsed output types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

/** A request whose body, query or params did not match its schema. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    readonly input: unknown,
  ) {
    super('Invalid request');
  }
}

/** A field a service found wrong: a rule the schema cannot check alone (an unknown skill id…). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A 400 in the schema failures' `{ message, fieldErrors }` shape, for problems found by a service. */
export function fieldErrors(
  problems: readonly FieldProblem[],
  input: unknown,
): RequestValidationError {
  const issues = problems.map(
    ({ field, message }) =>
      ({
        code: 'custom',
        path: [field],
        message,
        input: (input as Record<string, unknown> | null)?.[field],
      }) as z.core.$ZodIssue,
  );
  return new RequestValidationError(issues, input);
}

/** One field error; see {@link fieldErrors}. */
export const fieldError = (
  field: string,
  message: string,
  input: unknown,
): RequestValidationError => fieldErrors([{ field, message }], input);

/** An error with the HTTP status and the message the client should see. */
export class HttpProblem extends Error {
  override readonly name = 'HttpProblem';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Throws the answer `status` with `{ message }`. */
export const problem = (statusCode: number, message: string, headers?: Record<string, string>) =>
  new HttpProblem(statusCode, message, headers);

const isZodSchema = (schema: unknown): schema is z.core.$ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

export const validationPlugin = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(({ schema }) => {
      if (!isZodSchema(schema))
        throw new Error('Route schemas must be zod schemas from @hireloop/sdk/schemas');
      return (data: unknown) => {
        const result = z.safeParse(schema, data);
        return result.success
          ? { value: result.data }
          : { error: new RequestValidationError(result.error.issues, data) };
      };
    });
    // Responses are plain JSON; their shapes are the sdk's types, checked at compile time.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    app.setErrorHandler(
      (error: FastifyError | RequestValidationError | HttpProblem, request, reply) => {
        if (error instanceof RequestValidationError) {
          return reply.code(400).send(toApiError(error.issues, { input: error.input }));
        }
        if (error instanceof HttpProblem) {
          return reply
            .code(error.statusCode)
            .headers(error.headers)
            .send({ message: error.message });
        }
        const status = error.statusCode ?? 500;
        if (status >= 500) {
          request.log.error({ err: error }, 'request failed');
          return reply
            .code(500)
            .send({ message: 'Something went wrong on our side. Please try again.' });
        }
        // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, 429…).
        return reply.code(status).send({ message: error.message });
      },
    );

    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'hireloop-validation' },
);
