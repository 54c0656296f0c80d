import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';

async function main() {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`waymark: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Waymark is running on http://localhost:${config.PORT} (${database.kind}, AI ${config.AI_API_KEY ? 'provider' : 'local'})`,
  );
}

main().catch((error: unknown) => {
  console.error('waymark: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
