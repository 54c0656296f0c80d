/**
 * The import rules of docs/architecture.md, checked on every file of the project:
 * - src/shared is pure and imports only itself and zod; src/web never imports src/server;
 * - only repositories and src/server/db import drizzle-orm;
 * - the server's folders stand in layers (SERVER_LAYERS): a folder imports only folders of lower
 *   layers, type-only imports included, so no arrow runs back up and no folder loop can form;
 * - a web feature never imports another feature (routes compose them);
 * - the web app loads no zod with its pages: schemas are types there, and a form that checks input
 *   with one imports it when submitted (docs/decisions.md S46);
 * - no dead export: every exported value is used, in its own file or another one;
 * - docs/architecture.md names every folder of src/server and of the web app, so it cannot drift.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx)$/;

interface Import {
  /** Importing file, relative to the project root. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The imported file relative to the root, for relative specifiers. */
  target: string | null;
  typeOnly: boolean;
  /** An `import()` expression: loaded when the code runs it, not with the module. */
  dynamic: boolean;
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && SOURCE.test(d.name))
    .map((d) => relative(ROOT, join(d.parentPath, d.name)));
}

const STATEMENT =
  /^\s*(import|export)\s+(type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: Import[] = [];
  for (const m of text.matchAll(STATEMENT)) {
    const specifier = m[3] ?? m[4] ?? '';
    const target = specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : null;
    found.push({ from: file, specifier, target, typeOnly: m[2] !== undefined, dynamic: m[4] !== undefined });
  }
  return found;
}

const FILES = ['src', 'e2e', 'bench', 'scripts'].flatMap(filesUnder);
const ALL = FILES.flatMap(importsOf);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('src/server/test/');

/** The server folder (capability) a file belongs to; top-level files count as their own name. */
function serverRoom(file: string): string | null {
  const m = /^src\/server\/([^/]+?)(?:\.ts)?(?:\/|$)/.exec(file);
  return m?.[1] ?? null;
}

/**
 * The server's folders in layers, lowest first (docs/architecture.md "Layers"). A folder may import
 * only folders of lower layers, types included; a collaborator above is reached through a narrow
 * slice the service declares and the composition root (`app`) satisfies.
 */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  ['errors', 'config'],
  ['db'],
  ['http', 'catalog'],
  ['ai', 'occupations', 'users'],
  ['awards'],
  ['auth', 'careers'],
  ['progress', 'projects', 'plan', 'market', 'interview', 'system'],
  ['resume'],
  ['chat'],
  ['app'],
  ['main'],
];
const layerOf = (room: string) => SERVER_LAYERS.findIndex((layer) => layer.includes(room));

/** The arrows between server folders, type-only imports included; tests and test helpers left out. */
function serverArrows(imports: readonly Import[]) {
  return imports.flatMap((i) => {
    if (!i.target || isTest(i.from)) return [];
    const from = serverRoom(i.from);
    const to = serverRoom(i.target);
    return from && to && from !== to ? [{ from, to, via: `${i.from} -> ${i.specifier}` }] : [];
  });
}

/** Arrows that do not point to a lower layer (or leave a folder out of the layers). */
function backArrows(imports: readonly Import[]): string[] {
  return serverArrows(imports)
    .filter(({ from, to }) => layerOf(from) < 0 || layerOf(to) < 0 || layerOf(to) >= layerOf(from))
    .map(({ via }) => via);
}

function folderGraph(imports: readonly Import[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of serverArrows(imports)) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  return edges;
}

function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return null;
}

/** An exported value: code that runs. An exported type nothing uses costs nothing at run time. */
const EXPORTED =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** Exported values no file uses: not the file that declares them (once more), nor any other. */
function deadExports(texts: ReadonlyMap<string, string>): string[] {
  const dead: string[] = [];
  for (const [file, text] of texts) {
    if (isTest(file)) continue;
    for (const [, name = ''] of text.matchAll(EXPORTED)) {
      const word = new RegExp(`\\b${name.replaceAll('$', '\\$')}\\b`, 'g');
      const usedHere = (text.match(word) ?? []).length > 1;
      if (!usedHere && ![...texts].some(([other, t]) => other !== file && new RegExp(word.source).test(t)))
        dead.push(`${file}: ${name}`);
    }
  }
  return dead;
}

describe('architecture', () => {
  it('reads the imports of the whole project', () => {
    expect(ALL.length).toBeGreaterThan(500);
    expect(
      ALL.some(
        (i) =>
          i.from === 'src/server/app/composition.ts' && i.target === 'src/server/awards/awards.service.ts',
      ),
    ).toBe(true);
  });

  it('keeps src/shared pure: it imports only itself and zod', () => {
    const bad = ALL.filter(
      (i) =>
        i.from.startsWith('src/shared/') &&
        !isTest(i.from) &&
        !(i.target?.startsWith('src/shared/') || i.specifier === 'zod'),
    );
    expect(bad.map((i) => `${i.from} -> ${i.specifier}`)).toEqual([]);
  });

  it('keeps src/web away from src/server', () => {
    const bad = ALL.filter((i) => i.from.startsWith('src/web/') && i.target?.startsWith('src/server/'));
    expect(bad.map((i) => `${i.from} -> ${i.specifier}`)).toEqual([]);
  });

  it('lets only repositories and src/server/db import drizzle-orm', () => {
    const bad = ALL.filter(
      (i) =>
        (i.specifier === 'drizzle-orm' || i.specifier.startsWith('drizzle-orm/')) &&
        !i.from.endsWith('.repository.ts') &&
        !i.from.startsWith('src/server/db/'),
    );
    expect(bad.map((i) => `${i.from} -> ${i.specifier}`)).toEqual([]);
  });

  it('places every server folder in a layer', () => {
    const rooms = new Set(
      ALL.filter((i) => i.from.startsWith('src/server/') && !isTest(i.from)).map((i) => serverRoom(i.from)),
    );
    expect([...rooms].filter((room) => room && layerOf(room) < 0)).toEqual([]);
  });

  it('lets a server folder import only folders of lower layers, type-only imports included', () => {
    expect(serverArrows(ALL).length).toBeGreaterThan(50);
    expect(backArrows(ALL)).toEqual([]);
  });

  it('has no loop between server folders, even through type-only imports', () => {
    const edges = folderGraph(ALL);
    expect(edges.size).toBeGreaterThan(5);
    expect(findCycle(edges)).toBeNull();
  });

  it('keeps web features apart: a feature never imports another one', () => {
    const featureOf = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];
    const bad = ALL.filter((i) => {
      const from = featureOf(i.from);
      const to = i.target ? featureOf(`${i.target}/`) : undefined;
      return from && to && from !== to;
    });
    expect(bad.map((i) => `${i.from} -> ${i.specifier}`)).toEqual([]);
  });

  it('loads no zod with a page: the web app imports schemas as types or with import()', () => {
    const runtime = (i: Import) => !i.typeOnly && !i.dynamic;
    const byFile = new Map<string, Import[]>();
    for (const i of ALL) byFile.set(i.from, [...(byFile.get(i.from) ?? []), i]);
    const bad: string[] = [];
    const seen = new Set<string>();
    // every file a page reaches through static runtime imports, from every web file
    const walk = (file: string, via: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const i of (byFile.get(file) ?? []).filter(runtime)) {
        if (i.specifier === 'zod') bad.push(`${via} -> ${file} -> zod`);
        const target = i.target && !/\.(ts|tsx)$/.test(i.target) ? null : i.target;
        if (target?.startsWith('src/')) walk(target, via);
      }
    };
    for (const file of new Set(ALL.map((i) => i.from)))
      if (file.startsWith('src/web/') && !isTest(file) && !file.startsWith('src/web/testing/'))
        walk(file, file);
    expect(bad).toEqual([]);
  });

  it('has no dead export: every exported value is used somewhere', () => {
    const texts = new Map(FILES.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
    expect(deadExports(texts)).toEqual([]);
  });

  it('finds a planted loop, a planted back arrow and a planted cross-feature import (the checks can fail)', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(edges)).toEqual(['a', 'b', 'c', 'a']);
    const planted = "import { x } from '../../chat/api/chat.ts';\nimport type { Y } from './y.ts';\n";
    const parsed = [...planted.matchAll(STATEMENT)].map((m) => [m[3], m[2] !== undefined]);
    expect(parsed).toEqual([
      ['../../chat/api/chat.ts', false],
      ['./y.ts', true],
    ]);
    // a type-only import from the database up to the chat, and the chat's own import down
    const arrow = (from: string, target: string, typeOnly: boolean): Import => ({
      from,
      specifier: target,
      target,
      typeOnly,
      dynamic: false,
    });
    const up = arrow('src/server/db/client.ts', 'src/server/chat/chat.service.ts', true);
    const down = arrow('src/server/chat/chat.repository.ts', 'src/server/db/client.ts', false);
    const sideways = arrow('src/server/plan/plan.service.ts', 'src/server/market/market.service.ts', true);
    const unplaced = arrow('src/server/billing/billing.service.ts', 'src/server/db/client.ts', false);
    expect(backArrows([down])).toEqual([]);
    expect(backArrows([up, down, sideways, unplaced])).toEqual(
      [up, sideways, unplaced].map((i) => `${i.from} -> ${i.specifier}`),
    );
    expect(findCycle(folderGraph([up, down]))).toEqual(['db', 'chat', 'db']);
    const files = new Map([
      [
        'src/server/a.ts',
        'export function used() {}\nexport const unused = 1;\nexport type Unused = string;\n',
      ],
      ['src/server/b.ts', "import { used } from './a.ts';\nused();\n"],
    ]);
    expect(deadExports(files)).toEqual(['src/server/a.ts: unused']);
    // a test may reach anywhere
    expect(
      backArrows([arrow('src/server/db/client.test.ts', 'src/server/chat/chat.service.ts', false)]),
    ).toEqual([]);
  });
});

describe('docs/architecture.md names every folder (docs that cannot drift)', () => {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const foldersIn = (dir: string) =>
    readdirSync(join(ROOT, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);

  it('names each folder of src/server as `name/`', () => {
    const server = foldersIn('src/server');
    expect(server.length).toBeGreaterThan(10);
    expect(server.filter((name) => !doc.includes(`\`${name}/\``))).toEqual([]);
  });

  it('shows the server layers of the architecture test in its Layers table', () => {
    const rows = new Map(
      [...doc.matchAll(/^\| (\d+) +\| (.+?) +\|$/gm)].map((m) => [Number(m[1]), m[2] ?? '']),
    );
    SERVER_LAYERS.forEach((layer, i) => {
      const named = [...(rows.get(i + 1) ?? '').matchAll(/`(\w+)(?:\/|\.ts)`/g)].map((m) => m[1]);
      expect(new Set(named), `layer ${i + 1}`).toEqual(new Set(layer));
    });
    expect(rows.size).toBe(SERVER_LAYERS.length);
  });

  it("names the web app's folders as `name/` and each feature as `name`", () => {
    const top = ['app', 'features', 'components', 'api', 'config', 'lib'];
    for (const name of top) expect(foldersIn('src/web'), name).toContain(name);
    // `features/<name>/` names the features folder too
    expect(top.filter((name) => !doc.includes(`\`${name}/`))).toEqual([]);
    const features = foldersIn('src/web/features');
    expect(features.length).toBeGreaterThan(5);
    expect(features.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });
});
