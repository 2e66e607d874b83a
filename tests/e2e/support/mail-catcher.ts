import { createServer } from 'node:http';
import { expect, inject } from 'vitest';
import { z } from 'zod';
import { getEmailSubject } from '../../support/email-text';
import { type ReceivedEmail, startSmtpTestServer } from '../../support/smtp-test-server';

/*
 * The e2e run's one mail catcher: a real SMTP server (tests/support/smtp-test-server.ts) started
 * by the global setup, with a small HTTP API (GET /emails) through which the specs, in their own
 * workers, read what it received. The shared server with e-mail sends to it, and so do the specs
 * that still need a server of their own; each spec reads the e-mails of its own learners (fresh
 * addresses) or, for one server's instructor, those sent from that server's own MAIL_FROM.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mail catcher's HTTP API, e.g. http://127.0.0.1:41236 (GET /emails). */
    mailCatcherUrl: string;
    /** Where servers send e-mail to the catcher (their SMTP_URL). */
    mailCatcherSmtpUrl: string;
    /** The shared server that sends e-mail (to the catcher); the main shared server sends none. */
    mailServerBaseUrl: string;
  }
}

export interface RunningMailCatcher {
  smtpUrl: string;
  url: string;
  close(): Promise<void>;
}

/** Starts the catcher (global setup only: the specs read it through `receivedEmails`). */
export async function startMailCatcher(): Promise<RunningMailCatcher> {
  const smtp = await startSmtpTestServer();
  const http = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/emails') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(smtp.received));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}

function provided(key: 'mailCatcherUrl' | 'mailCatcherSmtpUrl' | 'mailServerBaseUrl'): string {
  const value = inject(key);
  if (!value) throw new Error(`No ${key} was provided: run the e2e suite with --config vitest.e2e.config.ts`);
  return value;
}

/** The SMTP_URL a spec's own server sends e-mail to (the shared catcher). */
export function mailCatcherSmtpUrl(): string {
  return provided('mailCatcherSmtpUrl');
}

/** The base URL of the shared server that sends e-mail to the catcher. */
export function getMailServerBaseUrl(): string {
  return provided('mailServerBaseUrl');
}

const receivedEmailsSchema = z.array(
  z.object({ from: z.string(), to: z.array(z.string()), raw: z.string() }),
);

/** Everything the catcher has received so far, oldest first, from every server. */
export async function receivedEmails(): Promise<ReceivedEmail[]> {
  const response = await fetch(new URL('/emails', provided('mailCatcherUrl')));
  expect(response.status, 'GET /emails from the mail catcher').toBe(200);
  return receivedEmailsSchema.parse(await response.json());
}

/** The e-mails to `to`, oldest first; only those sent from `from` (a server's MAIL_FROM address) when given. */
export async function emailsTo(to: string, options: { from?: string } = {}): Promise<ReceivedEmail[]> {
  return (await receivedEmails()).filter(
    (email) => email.to.includes(to) && (options.from === undefined || email.from === options.from),
  );
}

/** Waits for the first e-mail to `to` whose subject starts with `subjectStart` (delivery follows the answer). */
export async function waitForEmail(
  to: string,
  subjectStart: string,
  options: { timeoutMs?: number } = {},
): Promise<ReceivedEmail> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const email = (await emailsTo(to)).find((received) => getEmailSubject(received).startsWith(subjectStart));
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail '${subjectStart}…' to ${to} within ${timeoutMs / 1000} s`);
}
