import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Whether mail leaves the server (SMTP configured); without it, reset links come from `npm run reset-link`. */
  readonly configured: boolean;
  send(mail: Mail): Promise<void>;
}

/**
 * Mail through SMTP (nodemailer) when SMTP_URL is set (docs/decisions.md S59); otherwise nothing is
 * sent and the operator issues reset links from the command line. A mail's text (it holds a link)
 * never reaches the logs.
 */
export function createMailer({
  smtpUrl,
  from,
  log,
}: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      async send(mail) {
        log.warn({ subject: mail.subject }, 'no SMTP_URL: mail not sent');
      },
    };
  }
  let transport: Promise<{ sendMail(m: Mail & { from: string }): Promise<unknown> }> | undefined;
  return {
    configured: true,
    async send(mail) {
      // nodemailer loads on first use
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({ ...mail, from });
    },
  };
}
