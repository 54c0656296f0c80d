/**
 * Benchmark 4, part: the gzip size of the JavaScript each route loads first, from the
 * production build's manifest: the entry and its static imports, plus the route's own chunk and its
 * static imports. Every page in src/web/app/routes is measured (the layout and the error screen
 * are part of the entry). `npm run build && node bench/bundle.ts`
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type ManifestChunk, staticClosure } from '../src/server/http/page-shell.ts';
import { type Row, saveSection } from './lib.ts';

const DIST = new URL('../dist/web/', import.meta.url);
const ROUTES_DIR = new URL('../src/web/app/routes/', import.meta.url);
/** Issue 18: at most 130 KB of JavaScript (gzip) before any route's first paint. */
const BUDGET_KB = 130;

export function runBundleBench() {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen?: Set<string>) => staticClosure(manifest, key, seen);
  const size = (keys: Set<string>) =>
    [...keys].reduce((n, k) => n + gzipSync(readFileSync(new URL(manifest[k]!.file, DIST))).length, 0);
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const rows: Row[] = [];
  const routes = readdirSync(ROUTES_DIR)
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => f.replace('.tsx', ''));
  const entryKeys = closure(entry);
  for (const route of routes) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`app/routes/${route}.tsx`));
    // a file the entry imports statically (the layout, the error screen) is no page of its own
    if (!key || entryKeys.has(key)) continue;
    const keys = closure(entry);
    closure(key, keys);
    const kb = size(keys) / 1024;
    rows.push({
      name: `/${route} initial JavaScript (gzip)`,
      value: `${kb.toFixed(1)} KB`,
      target: `≤ ${BUDGET_KB} KB`,
      ok: kb <= BUDGET_KB,
    });
  }
  return { title: 'Initial JavaScript per route', command: 'npm run build && node bench/bundle.ts', rows };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('bundle', runBundleBench());
