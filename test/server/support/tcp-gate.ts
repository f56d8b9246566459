import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/** A TCP proxy on loopback in front of a server, which a test can cut and restore. */
export interface TcpGate {
  /** The port the proxy listens on: point the client here instead of at the server. */
  port: number;
  /** The server is gone: open connections are destroyed, new ones are closed at once. */
  cut(): void;
  /** The server hangs: open connections are destroyed, new ones are accepted and never answered. */
  silence(): void;
  /** The server is back: new connections reach it again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * Starts a proxy to `target` on a free loopback port. It keeps listening while cut (so the
 * port is never handed to anyone else) and ends every connection it accepts instead, which
 * a client meets exactly as a server that went away: a reset. Silenced, it holds what it
 * accepts without a byte in answer: a server that hangs, which only the client's own time
 * limits end.
 */
export async function startTcpGate(target: { host: string; port: number }): Promise<TcpGate> {
  const open = new Set<Socket>();
  let mode: 'open' | 'cut' | 'silent' = 'open';
  const server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    if (mode === 'silent') {
      // Held, read and never answered, until the test restores or closes the gate.
      open.add(client);
      client.on('close', () => open.delete(client));
      client.on('error', () => undefined);
      client.resume();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // A reset is what a cut is for; it must not throw in the test process.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    // Either side ending ends the other: no half-open pair is left behind.
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      mode = 'cut';
      for (const socket of open) socket.destroy();
    },
    silence() {
      mode = 'silent';
      for (const socket of open) socket.destroy();
    },
    restore() {
      mode = 'open';
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
