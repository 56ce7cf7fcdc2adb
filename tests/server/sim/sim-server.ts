/**
 * The local HTTP server a provider simulator listens on: 127.0.0.1, a free port, and a stop that
 * also ends kept-alive connections (clients such as axios keep them open), so a test file's
 * afterAll does not wait for them.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SimServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  stop: () => Promise<void>;
}

export async function listenLocal(handler: http.RequestListener): Promise<SimServer> {
  const server = http.createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
