import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import smtpServer from 'smtp-server';

/** One message as the receiving SMTP server got it. */
export interface ReceivedMail {
  from: string;
  recipients: string[];
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export interface SmtpReceiver {
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * Starts smtp-server on 127.0.0.1 with a free port (or `port`, for a server that comes back
 * where the mailer was told it is): no TLS (loopback only) and no login, so the mailer's
 * SMTP_URL is plain smtp://127.0.0.1:<port>.
 */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new smtpServer.SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async waitFor(count) {
      while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** Just enough MIME for nodemailer's output: headers, multipart, quoted-printable and base64. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const root = parsePart(raw.replace(/\r\n/g, '\n'));
  const leaves = flatten(root);
  const find = (type: string) => leaves.find((part) => (part.headers['content-type'] ?? '').startsWith(type));
  return {
    headers: Object.fromEntries(Object.entries(root.headers).map(([name, value]) => [name, decodeWords(value)])),
    text: decodeBody(find('text/plain')),
    html: decodeBody(find('text/html')),
  };
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function flatten(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => flatten(parsePart(chunk.replace(/^\n/, ''))));
}

function decodeBody(part: Part | undefined): string {
  if (!part) return '';
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body = part.body.replace(/\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    // Literal "%" first, then "=XX" as "%XX": decodeURIComponent then rebuilds UTF-8.
    return decodeURIComponent(body.replace(/%/g, '%25').replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, '%$1'));
  }
  return body;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );
}
