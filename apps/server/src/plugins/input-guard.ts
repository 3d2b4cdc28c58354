import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InputError } from '../http/http-errors';
import { findUnsafeInput } from '../http/unsafe-input';

/**
 * The input layer every route passes through, the routes yet to be written included: after parsing and before any handler, a NUL or other control character in any text
 * or key, a number an int4 column cannot hold, or nesting past any form is a 400 naming the
 * field. The routes' zod schemas check the rest; nothing refused here reaches the database.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const problem =
        findUnsafeInput(request.params, { digitsAreNumbers: true }) ??
        findUnsafeInput(request.query, { digitsAreNumbers: true }) ??
        findUnsafeInput(request.body, { digitsAreNumbers: false });
      if (problem) throw new InputError({ [problem.field]: problem.message });
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
