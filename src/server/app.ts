import { fileURLToPath } from 'node:url';
import type { DestinationStream } from 'pino';
import { composeCapabilities } from './app/composition.ts';
import { servePages } from './app/pages.ts';
import { createServer } from './app/server.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';

export const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: () => Date;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: DestinationStream;
  /** Serve the built SPA from this folder when it exists (default dist/web). */
  webDist?: string;
  /** Close every connection on close (tests); by default only idle ones, letting replies finish. */
  forceCloseConnections?: boolean;
}

/**
 * The app in three steps (docs/architecture.md): the server (`app/server.ts`), every capability
 * wired with its collaborators (`app/composition.ts`), then the single-page app (`app/pages.ts`).
 */
export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  logStream,
  webDist = WEB_DIST,
  forceCloseConnections = false,
}: AppDeps) {
  const app = await createServer({ config, logStream, forceCloseConnections });
  await composeCapabilities(app, { config, database, clock });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await servePages(app, webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
