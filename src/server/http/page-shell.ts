import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiReads } from '../../shared/api-reads.ts';
import {
  firstReads,
  followUpReads,
  isLayoutRoute,
  type PageRead,
  routeOf,
  SEED_ELEMENT_ID,
} from '../../shared/page-reads.ts';
import { SESSION_COOKIE } from './session.plugin.ts';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** A chunk of the Vite manifest and every chunk it imports statically, added to `seen`. */
export function staticClosure(
  chunks: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !chunks[key]) return seen;
  seen.add(key);
  for (const dep of chunks[key].imports ?? []) staticClosure(chunks, dep, seen);
  return seen;
}

const SESSION_SET_COOKIE = new RegExp(`^${SESSION_COOKIE}=([^;]*)`);

/**
 * Makes a JSON text safe inside an HTML <script> element: no "</script>", no "<!--", and no line
 * separators that older parsers end a line at. JSON.parse reads the escapes back unchanged.
 */
export function escapeJsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The HTML page of every client-side route (docs/decisions.md S45, docs/architecture.md Web, first
 * paint). Besides the built index.html with this response's nonce, it carries:
 * - the answers of the reads the page makes first (src/shared/page-reads.ts), made in-process with
 *   `app.inject` and the request's own cookie, so only the requesting session's data is embedded;
 * - `<link rel="modulepreload">` for the route's chunks, so they load beside the entry, not after it;
 * and it is compressed. A page with a session's data is never stored by a cache (private, no-store).
 */
export function createPageShell(app: FastifyInstance, webDist: string) {
  let template: string | undefined;
  let manifest: Record<string, ManifestChunk> | null | undefined;

  const loadManifest = () => {
    const file = join(webDist, '.vite', 'manifest.json');
    return existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
      : null;
  };

  const chunksByRoute = new Map<string | null, string[]>();

  /** The route chunk and its static imports, less what index.html already loads (once per route). */
  function routeChunks(route: string | null): string[] {
    manifest ??= loadManifest();
    if (!route || !manifest) return [];
    let files = chunksByRoute.get(route);
    if (!files) {
      const chunks = manifest;
      const entry = new Set<string>();
      for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) staticClosure(chunks, key, entry);
      const page = staticClosure(chunks, `app/routes/${route}.tsx`);
      files = [...page].filter((key) => !entry.has(key)).map((key) => `/${chunks[key]?.file}`);
      chunksByRoute.set(route, files);
    }
    return files;
  }

  async function readAll(request: FastifyRequest, reply: FastifyReply, route: string | null) {
    const answers = new Map<PageRead, unknown>();
    if (!request.cookies[SESSION_COOKIE]) return answers; // no session: a crawler or a first visit
    let cookie = request.headers.cookie ?? '';
    const get = async (pageRead: PageRead) => {
      try {
        const res = await app.inject({
          method: 'GET',
          url: pageRead.url,
          // the request's own session and address: the same user and limits as the page's own fetch
          headers: { cookie, accept: 'application/json' },
          remoteAddress: request.ip,
        });
        return { res, body: res.statusCode === 200 ? (JSON.parse(res.body) as unknown) : undefined };
      } catch (error) {
        request.log.warn({ err: error, url: pageRead.url }, 'page read failed');
        return { res: null, body: undefined };
      }
    };
    const [meRead, ...rest] = firstReads(route);
    if (!meRead) return answers;
    const me = await get(meRead);
    // a renewed, replaced or cleared session cookie reaches the browser with the page
    const setCookie = me.res?.headers['set-cookie'];
    if (setCookie) {
      const cookies = [setCookie].flat();
      reply.header('set-cookie', cookies);
      const fresh = cookies.map((c) => SESSION_SET_COOKIE.exec(c)?.[1]).find(Boolean);
      if (fresh) cookie = `${SESSION_COOKIE}=${fresh}`;
    }
    if (me.body === undefined) return answers;
    answers.set(meRead, me.body);
    const first = await Promise.all(rest.map(async (r) => [r, (await get(r)).body] as const));
    for (const [r, body] of first) if (body !== undefined) answers.set(r, body);
    const more = followUpReads(route, {
      me: me.body as Parameters<typeof followUpReads>[1]['me'],
      goal: first.find(([r]) => r === apiReads.goal)?.[1] as Parameters<typeof followUpReads>[1]['goal'],
    });
    for (const [r, body] of await Promise.all(more.map(async (r) => [r, (await get(r)).body] as const)))
      if (body !== undefined) answers.set(r, body);
    return answers;
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    template ??= readFileSync(join(webDist, 'index.html'), 'utf8');
    const path = request.url.split('?')[0] ?? '/';
    const route = routeOf(path);
    const answers = await readAll(request, reply, route);
    const me = answers.get(apiReads.me) as { onboarded?: boolean; darkMode?: boolean } | undefined;
    const preloads = routeChunks(route)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
    const seed = answers.size
      ? `<script type="application/json" id="${SEED_ELEMENT_ID}" nonce="${reply.cspNonce.script}">${escapeJsonForHtml(
          JSON.stringify([...answers].map(([r, body]) => [r.key, body])),
        )}</script>`
      : '';
    // the layout's top bar is painted from the HTML when the layout will render at once: a page of
    // the layout whose user is known and onboarded (else a redirect or a spinner comes first)
    const shell = isLayoutRoute(route) && me?.onboarded === true;
    let html = shell ? template : template.replace(/<!--app-shell-->[\s\S]*?<!--\/app-shell-->/, '');
    // the user's theme from the first paint: no dark page flashing to light (docs/decisions.md S45)
    if (me?.darkMode === false) html = html.replace('<html lang="en" class="dark">', '<html lang="en">');
    // the page carries its response's style nonce for the scripts that add <style> at run time
    // replacement functions, not strings: a user's text with "$`" or "$'" must stay text
    html = html
      .replace('%CSP_NONCE%', () => reply.cspNonce.style)
      .replace('</head>', () => `${preloads}</head>`)
      .replace('</body>', () => `${seed}</body>`);
    // every page carries its own nonce, and may carry a session's data: no cache may keep it
    reply.header('cache-control', 'private, no-store').header('vary', 'cookie, accept-encoding');
    reply.type('text/html; charset=utf-8');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      reply.header('content-encoding', 'br');
      return reply.send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (/\bgzip\b/.test(accepts)) {
      reply.header('content-encoding', 'gzip');
      return reply.send(gzipSync(html, { level: 6 }));
    }
    return reply.send(html);
  };
}
