import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGE } from './error-handler';

export const NULL_BYTE_MESSAGE = 'Contains a character that is not allowed';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let node: Visit | null = visit; node?.key != null; node = node.parent) path.unshift(node.key);
  return path;
}

/**
 * The first string (or object key) holding U+0000, as a field path (`alternativeTimes.0.date`);
 * null when there is none. Iterative: a body of 5,000 nested arrays must not exhaust the stack.
 */
export function findNullByte(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) {
        pending.push({ value: item, key: String(index), parent: visit });
      }
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      // Plain parsed objects only: webhook bodies stay raw Buffers, checked by their signature.
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return [...pathOf(visit), JSON.stringify(key).slice(1, -1)];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL's text columns cannot hold U+0000 (both engines fail the query), and no form has a
 * reason to send one. Every request's path parameters, query string and JSON body are checked
 * here, before validation, so no route can forget it: 400 with the field, like any bad input.
 */
export function registerNullByteGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const parts: Record<string, unknown> = {
      params: request.params,
      querystring: request.query,
      body: request.body,
    };
    for (const [context, value] of Object.entries(parts)) {
      const path = findNullByte(value);
      if (path) {
        return reply.status(400).send({
          code: 'VALIDATION_ERROR',
          message: VALIDATION_MESSAGE,
          fields: { [path.join('.') || context]: NULL_BYTE_MESSAGE },
        });
      }
    }
  });
}
