import { warmAnswerMeaning } from './ai/local/answer-meaning.ts';
import { intentClassifier } from './ai/local/nlu/classifier.ts';
import { interviewReplyClassifier } from './ai/local/nlu/interview-replies.ts';
import { safetyClassifier } from './ai/local/nlu/safety.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DatabaseStartError } from './db/availability.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';

async function main() {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, (error) => {
      // a connection dropped (a restart, a failover, pg_terminate_backend): its request gets 503
      console.error(`waymark: a database connection failed: ${error.message}`);
    });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DatabaseStartError) {
      console.error(`waymark: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, database });

  // docs/decisions.md S51: stop accepting, let in-flight work finish within the grace period, then
  // end streams with their final line and answer what is left with 503; exit 0
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const grace = config.SHUTDOWN_GRACE_MS;
    app.log.info({ signal, inFlight: app.inFlight.inFlight(), graceMs: grace }, 'shutting down');
    const wrapUp = setTimeout(() => app.inFlight.wrapUp(), Math.max(0, grace - 1000));
    const cutOff = setTimeout(() => app.server.closeAllConnections(), grace);
    const hardStop = setTimeout(() => {
      app.log.error(`shutdown took over ${grace + 5000} ms; exiting`);
      process.exit(1);
    }, grace + 5000);
    // a keep-alive connection whose answer just ended is closed at once, not after its idle timeout
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 200);
    for (const timer of [wrapUp, cutOff, hardStop, idleSweep]) timer.unref();
    try {
      await app.close();
      clearTimeout(wrapUp);
      clearTimeout(cutOff);
      clearInterval(idleSweep);
      await database.close();
      app.log.info('shut down cleanly');
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
  // the chat's classifiers train once per process (docs/decisions.md S76, S85, S86), and the interview
  // scorer's index of the banks' words is built once (S87): now, not on the first message or answer
  setImmediate(() => {
    intentClassifier();
    safetyClassifier();
    interviewReplyClassifier();
    warmAnswerMeaning();
  });
}

main().catch((error: unknown) => {
  console.error('waymark: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
