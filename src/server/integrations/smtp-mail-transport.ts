import type { Transporter } from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: { filename: string; content: string; contentType: string }[] | undefined;
}

/** The small interface the mail service needs from an SMTP provider. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<{ messageId: string | null }>;
  close(): void;
}

/** Any SMTP provider, from a URL such as smtp://user:pass@smtp.example.com:587 (smtps:// for TLS). */
export function createSmtpMailTransport(smtpUrl: string): MailTransport {
  // nodemailer is loaded with the first e-mail, not at start (memory for a server that sends none yet).
  let transporter: Promise<Transporter> | null = null;
  const loadTransporter = () => {
    transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return transporter;
  };
  return {
    async send(email) {
      const info = await (await loadTransporter()).sendMail(email);
      return { messageId: typeof info.messageId === 'string' ? info.messageId : null };
    },
    close() {
      transporter?.then(
        (loaded) => loaded.close(),
        () => undefined,
      );
    },
  };
}
