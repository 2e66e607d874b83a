import type { MailTransport, OutgoingEmail } from '../../src/server/integrations/smtp-mail-transport';

/**
 * A mail transport that keeps what it is given: delivery really happens (the outbox row is marked
 * sent), without an SMTP server. `sent` is the same array for the transport's life.
 */
export function createRecordingMailTransport(): { transport: MailTransport; sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    transport: {
      async send(email) {
        sent.push(email);
        return { messageId: `test-${sent.length}` };
      },
      close() {},
    },
  };
}
