// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the kits are source files as text, their template literals are meant for the generated code
/**
 * Starter kits for software projects (docs/decisions.md S84): a minimal project that runs in its own
 * stack, with the project's features as a checklist the app shows and as pending tests to write.
 * Every function in a kit does real work; none only throws. Titles and features come from a model
 * or a user: they appear only as escaped HTML text, string literals made by `literal`, and Markdown.
 */
import { commentText, literal } from './starter-code.ts';

/** The stacks Waymark writes starters for; everything else falls back to the nearest (S84). */
export const STARTER_STACKS = ['web', 'react-ts', 'python', 'node'] as const;
export type StarterStack = (typeof STARTER_STACKS)[number];

export const STACK_NAMES: Record<StarterStack, string> = {
  web: 'HTML, CSS and JavaScript',
  'react-ts': 'React + TypeScript (Vite)',
  python: 'Python',
  node: 'Node.js API',
};

export interface StackChoice {
  stack: StarterStack;
  /** The project's technology no starter is written for, when the stack is the nearest one. */
  fallbackFrom?: string;
}

/** Languages and platforms with no starter of their own, and the nearest stack that has one. */
const NEAREST_LANGUAGE: Array<[RegExp, StarterStack]> = [
  [/solidity|hardhat|foundry|ethereum|web3/, 'node'],
  [/unity|unreal|godot|c#|\.net/, 'web'],
  [/kotlin|android|jetpack|swift|\bios\b|flutter|dart/, 'react-ts'],
  [/\bgo\b|golang|rust|java\b|spring|php|laravel|ruby|rails|c\+\+/, 'node'],
];
const INFRASTRUCTURE = /docker|kubernetes|terraform|ansible|aws|azure|gcp|ci\/cd|github actions|linux/;
const SERVER = /node|express|fastify|\bapi\b|rest|graphql|websocket|postgres|\bsql\b|redis|mongo|typescript/;
const BROWSER = /html|css|javascript|\bjs\b|canvas|tailwind|\bdom\b/;

/** The project's technologies a pattern names, as the project spells them. */
function named(technologies: readonly string[], re: RegExp): string {
  return technologies.filter((t) => re.test(t.toLowerCase())).join(', ');
}

/**
 * The stack of a project, from its technologies (docs/decisions.md S84): Python, React + TypeScript,
 * then a language with no starter of its own takes the nearest stack, then a server (Node.js) or a
 * page (HTML/CSS/JS); anything else takes the nearest and says which technology it stands in for.
 */
export function starterStack(technologies: readonly string[]): StackChoice {
  const t = technologies.join(' ').toLowerCase();
  if (/python|pandas|scikit|pytorch|tensorflow|jupyter|django|flask|fastapi|numpy/.test(t))
    return { stack: 'python' };
  if (/react|\bvite\b|next\.js|\btsx\b/.test(t)) return { stack: 'react-ts' };
  for (const [re, stack] of NEAREST_LANGUAGE)
    if (re.test(t)) return { stack, fallbackFrom: named(technologies, re) };
  if (SERVER.test(t)) return { stack: 'node' };
  if (BROWSER.test(t)) return { stack: 'web' };
  if (INFRASTRUCTURE.test(t)) return { stack: 'node', fallbackFrom: named(technologies, INFRASTRUCTURE) };
  return { stack: 'web', fallbackFrom: technologies.slice(0, 3).join(', ') || 'no named technology' };
}

export interface KitInput {
  title: string;
  description: string;
  technologies: readonly string[];
  features: readonly string[];
}

export interface StarterKit {
  stack: StarterStack;
  fallbackFrom?: string;
  /** Path → text, relative to the project folder. */
  files: Record<string, string>;
  /** The file shown as the project's starter code. */
  entry: string;
  setup: string[];
  run: string[];
  /** What to do with the features, for the README. */
  howTo: string;
}

function html(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A Python identifier for the package, from the title. */
export function packageName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  if (!base || /^\d/.test(base) || ['test', 'tests', 'main'].includes(base))
    return `project_${base || 'app'}`;
  return base;
}

const list = (family: 'javascript' | 'python', items: readonly string[], indent: string) =>
  items.map((f) => `${indent}${literal(family, f)},`).join('\n');

function webKit(input: KitInput): StarterKit {
  const features = input.features.map(
    (f) => `        <li><label><input type="checkbox" /> ${html(f)}</label></li>`,
  );
  return {
    stack: 'web',
    entry: 'app.js',
    files: {
      'index.html': [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="utf-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
        `    <title>${html(input.title)}</title>`,
        '    <link rel="stylesheet" href="styles.css" />',
        '  </head>',
        '  <body>',
        '    <main>',
        `      <h1>${html(input.title)}</h1>`,
        `      <p class="lead">${html(input.description)}</p>`,
        '      <section aria-labelledby="features-title">',
        '        <h2 id="features-title">Features to build</h2>',
        '        <p id="progress" role="status">0 of 0 features done</p>',
        '        <ul id="features">',
        ...features,
        '        </ul>',
        '      </section>',
        '    </main>',
        '    <script src="app.js"></script>',
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
      'styles.css': [
        ':root { font-family: system-ui, sans-serif; color: #1f2937; background: #f9fafb; }',
        'main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }',
        'h1 { font-size: 2rem; margin-bottom: 0.25rem; }',
        '.lead { color: #4b5563; }',
        '#features { list-style: none; padding: 0; }',
        '#features li { padding: 0.5rem 0; border-bottom: 1px solid #e5e7eb; }',
        '#features li.done { text-decoration: line-through; color: #6b7280; }',
        '',
      ].join('\n'),
      'app.js': [
        `// ${commentText(input.title)}: the page's script. Open index.html in a browser to run it.`,
        '// Each ticked feature is remembered in this browser (localStorage). Replace the checklist with the',
        '// real app feature by feature.',
        "const STORAGE_KEY = 'starter-features-done';",
        '',
        'function loadDone() {',
        '  try {',
        "    return JSON.parse(localStorage.getItem(STORAGE_KEY) || '[]');",
        '  } catch {',
        '    return [];',
        '  }',
        '}',
        '',
        'function progressText(done, total) {',
        '  return `${done} of ${total} features done`;',
        '}',
        '',
        'function render() {',
        "  const boxes = [...document.querySelectorAll('#features input')];",
        '  const done = boxes.filter((box) => box.checked).length;',
        "  document.getElementById('progress').textContent = progressText(done, boxes.length);",
        "  boxes.forEach((box) => box.closest('li').classList.toggle('done', box.checked));",
        '  localStorage.setItem(STORAGE_KEY, JSON.stringify(boxes.map((box) => box.checked)));',
        '}',
        '',
        'const saved = loadDone();',
        "document.querySelectorAll('#features input').forEach((box, i) => {",
        '  box.checked = saved[i] === true;',
        "  box.addEventListener('change', render);",
        '});',
        'render();',
        '',
      ].join('\n'),
    },
    setup: ['No install needed.'],
    run: [
      'Open index.html in your browser (double-click it), or serve the folder: python3 -m http.server 8000',
    ],
    howTo:
      'The page lists the features; tick one off when it works. Build each feature in index.html, styles.css and app.js.',
  };
}

function reactKit(input: KitInput, slug: string): StarterKit {
  const appTsx = [
    `// ${commentText(input.title)}: the app's root component.`,
    "import { useState } from 'react';",
    "import { DESCRIPTION, FEATURES, progressText } from './features';",
    '',
    'export function App() {',
    '  const [done, setDone] = useState<boolean[]>(() => FEATURES.map(() => false));',
    '  const toggle = (index: number) => setDone((current) => current.map((d, i) => (i === index ? !d : d)));',
    '  return (',
    '    <main>',
    `      <h1>{${literal('javascript', input.title)}}</h1>`,
    '      <p>{DESCRIPTION}</p>',
    '      <h2>Features to build</h2>',
    '      <p role="status">{progressText(done.filter(Boolean).length, FEATURES.length)}</p>',
    '      <ul>',
    '        {FEATURES.map((feature, i) => (',
    '          <li key={feature}>',
    '            <label>',
    '              <input type="checkbox" checked={done[i] ?? false} onChange={() => toggle(i)} /> {feature}',
    '            </label>',
    '          </li>',
    '        ))}',
    '      </ul>',
    '    </main>',
    '  );',
    '}',
    '',
  ].join('\n');
  return {
    stack: 'react-ts',
    entry: 'src/App.tsx',
    files: {
      'package.json': `${JSON.stringify(
        {
          name: slug,
          version: '0.1.0',
          private: true,
          type: 'module',
          scripts: {
            dev: 'vite',
            build: 'tsc --noEmit && vite build',
            preview: 'vite preview',
            test: 'vitest run',
          },
          // the versions Waymark itself builds with, so the tested build is the one the user gets
          dependencies: { react: '^19.3.1', 'react-dom': '^19.3.1' },
          devDependencies: {
            '@types/react': '^19.3.0',
            '@types/react-dom': '^19.3.0',
            '@vitejs/plugin-react': '^6.3.0',
            typescript: '^7.0.2',
            vite: '^8.3.8',
            vitest: '^5.1.1',
          },
        },
        null,
        2,
      )}\n`,
      'tsconfig.json': `${JSON.stringify(
        {
          compilerOptions: {
            target: 'es2022',
            lib: ['es2022', 'dom', 'dom.iterable'],
            module: 'esnext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            noEmit: true,
            isolatedModules: true,
            skipLibCheck: true,
            types: ['vite/client'],
          },
          include: ['src', 'vite.config.ts'],
        },
        null,
        2,
      )}\n`,
      'vite.config.ts': [
        "import react from '@vitejs/plugin-react';",
        "import { defineConfig } from 'vite';",
        '',
        'export default defineConfig({ plugins: [react()] });',
        '',
      ].join('\n'),
      'index.html': [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="utf-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
        `    <title>${html(input.title)}</title>`,
        '  </head>',
        '  <body>',
        '    <div id="root"></div>',
        '    <script type="module" src="/src/main.tsx"></script>',
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
      'src/main.tsx': [
        "import { StrictMode } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "import { App } from './App';",
        '',
        "const root = document.getElementById('root');",
        "if (!root) throw new Error('index.html has no #root element');",
        'createRoot(root).render(',
        '  <StrictMode>',
        '    <App />',
        '  </StrictMode>,',
        ');',
        '',
      ].join('\n'),
      'src/App.tsx': appTsx,
      'src/features.ts': [
        `export const DESCRIPTION = ${literal('javascript', input.description)};`,
        '',
        '/** The features of the project, shown as a checklist until each one is built. */',
        'export const FEATURES: readonly string[] = [',
        list('javascript', input.features, '  '),
        '];',
        '',
        'export function progressText(done: number, total: number): string {',
        '  return `${done} of ${total} features done`;',
        '}',
        '',
      ].join('\n'),
      'src/features.test.ts': [
        "import { describe, expect, it } from 'vitest';",
        "import { FEATURES, progressText } from './features';",
        '',
        "describe('the starter', () => {",
        "  it('counts the features done', () => {",
        '    expect(progressText(1, FEATURES.length)).toBe(`1 of ${FEATURES.length} features done`);',
        '  });',
        '});',
        '',
        '// One pending test per feature: write it, make it pass, tick the feature off.',
        "describe('features', () => {",
        list('javascript', input.features, '  ').replace(/^ {2}(.*),$/gm, '  it.todo($1);'),
        '});',
        '',
      ].join('\n'),
      '.gitignore': 'node_modules/\ndist/\n',
    },
    setup: ['npm install'],
    run: ['npm run dev', 'npm test', 'npm run build'],
    howTo:
      'The app lists the features as a checklist. Each feature has a pending test in src/features.test.ts: write it, make it pass, build the feature.',
  };
}

function pythonKit(input: KitInput): StarterKit {
  const pkg = packageName(input.title);
  return {
    stack: 'python',
    entry: `${pkg}/app.py`,
    files: {
      [`${pkg}/__init__.py`]: '',
      [`${pkg}/app.py`]: [
        `"""${commentText(input.title)}: the project's code. Run it with: python3 -m ${pkg}"""`,
        '',
        `TITLE = ${literal('python', input.title)}`,
        '',
        'FEATURES = [',
        list('python', input.features, '    '),
        ']',
        '',
        '',
        'def progress_text(done: int, total: int) -> str:',
        '    return f"{done} of {total} features done"',
        '',
        '',
        'def main() -> None:',
        '    print(TITLE)',
        '    for feature in FEATURES:',
        '        print(f"[ ] {feature}")',
        '    print(progress_text(0, len(FEATURES)))',
        '',
      ].join('\n'),
      [`${pkg}/__main__.py`]: `from .app import main\n\nmain()\n`,
      'tests/__init__.py': '',
      'tests/test_app.py': [
        'import unittest',
        '',
        `from ${pkg}.app import FEATURES, progress_text`,
        '',
        '',
        'class StarterTest(unittest.TestCase):',
        '    def test_progress_counts_the_features(self):',
        '        self.assertEqual(progress_text(1, len(FEATURES)), f"1 of {len(FEATURES)} features done")',
        '',
        '',
        'class FeatureTest(unittest.TestCase):',
        '    """One pending test per feature: remove the skip, write the test, make it pass."""',
        '',
        ...input.features.flatMap((f, i) => [
          `    @unittest.skip(${literal('python', `TODO: ${f}`)})`,
          `    def test_feature_${i + 1}(self):`,
          '        self.fail("write this test")',
          '',
        ]),
        '',
        'if __name__ == "__main__":',
        '    unittest.main()',
        '',
      ].join('\n'),
      'requirements.txt': '# The starter needs nothing beyond Python 3. Add your dependencies here.\n',
      '.gitignore': '__pycache__/\n.venv/\n',
    },
    setup: ['No install needed (Python 3.9 or later).'],
    run: [`python3 -m ${pkg}`, 'python3 -m unittest'],
    howTo:
      'Each feature has a skipped test in tests/test_app.py: remove the skip, write the test, make it pass.',
  };
}

function nodeKit(input: KitInput, slug: string): StarterKit {
  return {
    stack: 'node',
    entry: 'src/app.js',
    files: {
      'package.json': `${JSON.stringify(
        {
          name: slug,
          version: '0.1.0',
          private: true,
          type: 'module',
          scripts: { start: 'node src/index.js', test: 'node --test' },
          engines: { node: '>=20' },
        },
        null,
        2,
      )}\n`,
      'src/app.js': [
        `// ${commentText(input.title)}: a small JSON API on Node's own http module (no dependencies).`,
        "import { createServer } from 'node:http';",
        '',
        `export const TITLE = ${literal('javascript', input.title)};`,
        'export const FEATURES = [',
        list('javascript', input.features, '  '),
        '];',
        '',
        'function send(res, status, body) {',
        "  res.writeHead(status, { 'content-type': 'application/json' });",
        '  res.end(JSON.stringify(body));',
        '}',
        '',
        '/** The API: GET /api/health and GET /api/features; everything else is a 404. */',
        'export function createApp() {',
        '  return createServer((req, res) => {',
        "    if (req.method === 'GET' && req.url === '/api/health') return send(res, 200, { status: 'ok' });",
        "    if (req.method === 'GET' && req.url === '/api/features')",
        '      return send(res, 200, { title: TITLE, features: FEATURES });',
        "    return send(res, 404, { error: 'Not found' });",
        '  });',
        '}',
        '',
      ].join('\n'),
      'src/index.js': [
        "import { createApp, TITLE } from './app.js';",
        '',
        'const server = createApp();',
        'server.listen(Number(process.env.PORT ?? 3000), () => {',
        '  console.log(`${TITLE}: listening on http://localhost:${server.address().port}/api/health`);',
        '});',
        '',
      ].join('\n'),
      'test/app.test.js': [
        "import assert from 'node:assert/strict';",
        "import { after, before, test } from 'node:test';",
        "import { createApp, FEATURES } from '../src/app.js';",
        '',
        'let server;',
        'let base;',
        'before(async () => {',
        '  server = createApp();',
        "  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));",
        '  base = `http://127.0.0.1:${server.address().port}`;',
        '});',
        'after(() => server.close());',
        '',
        "test('GET /api/health answers ok', async () => {",
        '  const res = await fetch(`${base}/api/health`);',
        '  assert.equal(res.status, 200);',
        "  assert.deepEqual(await res.json(), { status: 'ok' });",
        '});',
        '',
        "test('GET /api/features lists the features to build', async () => {",
        '  const body = await (await fetch(`${base}/api/features`)).json();',
        '  assert.deepEqual(body.features, FEATURES);',
        '});',
        '',
        '// One pending test per feature: write it, make it pass, tick the feature off.',
        list('javascript', input.features, '').replace(/^(.*),$/gm, 'test.todo($1);'),
        '',
      ].join('\n'),
      '.gitignore': 'node_modules/\n',
    },
    setup: ['No install needed (Node.js 20 or later).'],
    run: ['npm start', 'npm test'],
    howTo: 'Each feature has a pending test in test/app.test.js: write it, make it pass, build the endpoint.',
  };
}

/** The runnable starter of a software project (docs/decisions.md S84). */
export function starterKit(input: KitInput, slug: string): StarterKit {
  const choice = starterStack(input.technologies);
  const kit =
    choice.stack === 'python'
      ? pythonKit(input)
      : choice.stack === 'react-ts'
        ? reactKit(input, slug)
        : choice.stack === 'node'
          ? nodeKit(input, slug)
          : webKit(input);
  return choice.fallbackFrom ? { ...kit, fallbackFrom: choice.fallbackFrom } : kit;
}

/**
 * The local engine's starter code (docs/product.md §7): the entry file of the project's starter kit,
 * the same file the starter .zip holds.
 */
export function starterCodeFor(input: {
  title: string;
  technologies: readonly string[];
  features: readonly string[];
}): string {
  const kit = starterKit({ ...input, description: '' }, 'starter-project');
  return kit.files[kit.entry] ?? '';
}
