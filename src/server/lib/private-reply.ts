import type { FastifyReply } from 'fastify';

/** Capability-URL answers: never cached, never indexed, never leaked through a Referer. */
export function markPrivate(reply: FastifyReply): void {
  reply
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'no-referrer');
}
