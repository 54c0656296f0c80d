import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createPageShell } from '../http/page-shell.ts';

/**
 * The single-page app: the built files (precompressed, assets cached for a year) and, for every
 * other GET, the page shell with the page's first answers (docs/architecture.md "First paint on a
 * phone"). Without a build only the API answers; an unknown path answers 404 `not_found`.
 */
export async function servePages(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(webDist);
  if (!hasWeb) app.log.warn(`No web build in ${webDist}: run "npm run build" to serve the app's pages.`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each asset (vite.config.ts); no compression per request
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendPage = createPageShell(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !hasWeb || !['GET', 'HEAD'].includes(request.method)) {
      return reply
        .code(404)
        .send({ error: { code: 'not_found', message: `No route ${request.method} ${path}` } });
    }
    // every other path is a client-side route of the SPA (docs/product.md §2 Route table)
    return sendPage(request, reply);
  });
}
