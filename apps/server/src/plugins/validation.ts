/**
 * Validation with the sdk's zod schemas (ARCHITECTURE: one schema module shared by the sdk, the
 * server and the tests). Routes declare `schema: { body, querystring, params }` with zod/mini
 * schemas from `@hireloop/sdk/schemas`; a failure is a 400 `{ message, fieldErrors }` with SPEC
 * §5's texts. Also the error and not-found handlers: no stack trace ever leaves the server.
 *
 * Only the compilers and the handlers live here: the errors are in ../errors, the type provider
 * the routes see in ./zodTypeProvider.ts.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toApiError } from '@hireloop/sdk/schemas';
import * as z from 'zod/mini';
import {
  isHttpProblem,
  isRequestValidationError,
  RequestValidationError,
  type HttpProblem,
} from '../errors';

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
        if (isRequestValidationError(error)) {
          return reply.code(400).send(toApiError(error.issues, { input: error.input }));
        }
        if (isHttpProblem(error)) {
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
