import type { FastifyInstance } from 'fastify';
import { Forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state-changing requests: a browser says where a request comes from in
 * Sec-Fetch-Site and Origin; a write from another site is refused before any handler runs, whatever
 * its path (the router decodes "/%61pi/..." into an API route, so the raw URL decides nothing).
 * SameSite=Lax cookies are the second wall.
 */
export function registerCrossSiteGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw new Forbidden('Cross-site requests are not allowed.', 'cross_site_refused');
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = '';
      }
      if (originHost !== request.host) {
        throw new Forbidden('Cross-site requests are not allowed.', 'cross_site_refused');
      }
    }
  });
}
