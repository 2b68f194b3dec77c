import './helpers';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { startServer, type HttpHandler } from '../../infra/local/server';

const { handler: apiHandler } = await import('@functions/api/handler');
const { handler: trackingHandler } = await import('@functions/tracking/handler');

/**
 * The API as a real HTTP server on 127.0.0.1 (a free port), in this test's process and against this
 * worker's emulator: for clients that speak HTTP themselves (the API fuzzer). Stop it when done.
 */
export async function startApiServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const asHttp =
    (handler: (event: Parameters<HttpHandler>[0], context: Context) => unknown): HttpHandler =>
    async (event) =>
      (await handler(event, {} as Context)) as Awaited<ReturnType<HttpHandler>>;
  const server = await startServer({ port: 0, api: asHttp(apiHandler), tracking: asHttp(trackingHandler), webRoot: '/nonexistent' });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
