/**
 * Benchmark 4, part: the gzip size of the JavaScript each route loads first, from the
 * production build's manifest: the entry and its static imports, plus the route's own chunk and its
 * static imports. `npm run build && node bench/bundle.ts`
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { type Row, saveSection } from './lib.ts';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

const DIST = new URL('../dist/web/', import.meta.url);
const ROUTES = ['onboarding', 'dashboard', 'skills', 'resume', 'local-market'];
const BUDGET_KB = 150;

export function runBundleBench() {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Record<
    string,
    Chunk
  >;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const size = (keys: Set<string>) =>
    [...keys].reduce((n, k) => n + gzipSync(readFileSync(new URL(manifest[k]!.file, DIST))).length, 0);
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const rows: Row[] = [];
  for (const route of ROUTES) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`app/routes/${route}.tsx`));
    const keys = closure(entry);
    if (key) closure(key, keys);
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
