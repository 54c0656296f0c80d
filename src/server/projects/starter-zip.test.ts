/**
 * docs/decisions.md S84: the starter .zip runs in its own stack, unzipped as a user would, with the
 * tools Waymark already has (no network, no install); a field project's starter is a workbook whose
 * Markdown and PDF hold its tasks.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { extract } from '../resume/extract.worker.ts';
import { type StarterInput, starterZip } from './starter-zip.ts';

const WAYMARK_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HAS_PYTHON = spawnSync('python3', ['--version']).status === 0;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Unzips a starter into a fresh temp folder; answers the project's own folder. */
async function unzipped(input: StarterInput): Promise<{ root: string; files: string[] }> {
  const { fileName, bytes } = await starterZip(input);
  const dir = mkdtempSync(join(tmpdir(), 'waymark-starter-'));
  dirs.push(dir);
  const entries = unzipSync(bytes);
  for (const [name, data] of Object.entries(entries)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
  const [top] = readdirSync(dir);
  expect(`${top}.zip`).toBe(fileName);
  return { root: join(dir, top ?? ''), files: Object.keys(entries).map((n) => n.slice(`${top}/`.length)) };
}

const run = (command: string, args: string[], cwd: string) => {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a tool's colour codes are taken out of its output
  return { status: r.status, out: `${r.stdout}${r.stderr}`.replace(/\x1b\[[0-9;]*m/g, '') };
};

/** The last feature is hostile model text: it must stay text in HTML, TypeScript, JavaScript and Python. */
const FEATURES = [
  'Add a habit',
  "Check off today's habit",
  'Show the weekly streak',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is part of the attack
  'Share it" onclick="x</li><script>window.INJECTED=1</script> ${process.exit(1)} """ `',
];

describe('software starters run in their own stack', () => {
  it.skipIf(!existsSync(CHROMIUM))(
    'the HTML/CSS starter opens as a page in Chromium and shows its content',
    async () => {
      const { root, files } = await unzipped({
        title: 'Portfolio <Site>',
        description: 'A one-page portfolio with a projects section.',
        technologies: ['HTML', 'CSS'],
        features: FEATURES,
      });
      expect(files.sort()).toEqual(['README.md', 'app.js', 'index.html', 'styles.css']);
      const browser = await chromium.launch({ executablePath: CHROMIUM });
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(pathToFileURL(join(root, 'index.html')).href);
        await expect.poll(() => page.title()).toBe('Portfolio <Site>');
        expect(await page.locator('h1').textContent()).toBe('Portfolio <Site>');
        expect(await page.locator('#features li').allTextContents()).toEqual(FEATURES.map((f) => ` ${f}`));
        // the script ran: it counts the features and ticks persist
        expect(await page.locator('#progress').textContent()).toBe('0 of 4 features done');
        await page.locator('#features input').first().check();
        expect(await page.locator('#progress').textContent()).toBe('1 of 4 features done');
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');
        expect(errors).toEqual([]);
        expect(await page.evaluate(() => 'INJECTED' in window)).toBe(false);
      } finally {
        await browser.close();
      }
      const readme = readFileSync(join(root, 'README.md'), 'utf8');
      expect(readme).toContain('Starter stack: HTML, CSS and JavaScript.');
      expect(readme).toContain('Open index.html in your browser');
    },
  );

  it('the React + TypeScript starter type-checks, builds with Vite and passes its own tests', async () => {
    const title = 'Team Task Board';
    {
      const kit = await unzipped({
        title,
        description: 'A Kanban board.',
        technologies: ['TypeScript', 'React', 'Node.js'],
        features: FEATURES,
      });
      expect(kit.files.sort()).toEqual([
        '.gitignore',
        'README.md',
        'index.html',
        'package.json',
        'src/App.tsx',
        'src/features.test.ts',
        'src/features.ts',
        'src/main.tsx',
        'tsconfig.json',
        'vite.config.ts',
      ]);
      const pkg = JSON.parse(readFileSync(join(kit.root, 'package.json'), 'utf8'));
      expect(pkg.scripts).toMatchObject({ build: 'tsc --noEmit && vite build', test: 'vitest run' });
      // the versions tested here are the ones the user installs
      const waymark = JSON.parse(readFileSync(join(WAYMARK_MODULES, '..', 'package.json'), 'utf8'));
      const versions = { ...waymark.dependencies, ...waymark.devDependencies };
      for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }))
        expect(range, name).toBe(versions[name]);
      // Waymark's own vite, typescript, react and vitest stand in for `npm install`
      symlinkSync(WAYMARK_MODULES, join(kit.root, 'node_modules'), 'dir');
      const tsc = run(join(WAYMARK_MODULES, '.bin', 'tsc'), ['--noEmit', '-p', '.'], kit.root);
      expect(tsc.status, tsc.out).toBe(0);
      const build = run(
        process.execPath,
        [join(WAYMARK_MODULES, 'vite', 'bin', 'vite.js'), 'build'],
        kit.root,
      );
      expect(build.status, build.out).toBe(0);
      expect(readFileSync(join(kit.root, 'dist', 'index.html'), 'utf8')).toContain(`<title>${title}</title>`);
      const assets = readdirSync(join(kit.root, 'dist', 'assets')).filter((f) => f.endsWith('.js'));
      const bundle = assets.map((f) => readFileSync(join(kit.root, 'dist', 'assets', f), 'utf8')).join('');
      expect(bundle).toContain('Show the weekly streak');
      const tests = run(
        process.execPath,
        [join(WAYMARK_MODULES, 'vitest', 'vitest.mjs'), 'run', '--root', '.'],
        kit.root,
      );
      expect(tests.status, tests.out).toBe(0);
      expect(tests.out).toMatch(/1 passed \| 4 todo/);
    }
  }, 120_000);

  it.skipIf(!HAS_PYTHON)("the Python starter's tests run with python3 -m unittest, no install", async () => {
    const { root, files } = await unzipped({
      title: 'Churn Radar',
      description: 'Predict churn.',
      technologies: ['Python', 'pandas'],
      features: FEATURES,
    });
    expect(files).toContain('churn_radar/app.py');
    const tests = run('python3', ['-m', 'unittest', '-v'], root);
    expect(tests.status, tests.out).toBe(0);
    expect(tests.out).toMatch(/Ran 5 tests/);
    expect(tests.out).toMatch(/OK \(skipped=4\)/);
    const start = run('python3', ['-m', 'churn_radar'], root);
    expect(start.out.split('\n').slice(0, 2)).toEqual(['Churn Radar', '[ ] Add a habit']);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('    python3 -m unittest');
  });
  it.skipIf(HAS_PYTHON)('skips the Python starter: python3 is not installed on this machine', () => {
    expect(HAS_PYTHON).toBe(false);
  });

  it('the Node.js API starter answers its routes in its own tests', async () => {
    const { root } = await unzipped({
      title: 'Bookmarks REST API',
      description: 'Save bookmarks.',
      technologies: ['Node.js', 'PostgreSQL'],
      features: FEATURES,
    });
    const tests = run(process.execPath, ['--test'], root);
    expect(tests.status, tests.out).toBe(0);
    expect(tests.out).toMatch(/pass 2\b/);
    expect(tests.out).toMatch(/todo 4\b/);
    // `npm start` (node src/index.js) serves the API on PORT, as the README says
    const server = spawn(process.execPath, ['src/index.js'], {
      cwd: root,
      // port 0: the system picks a free one and the starter says which
      env: { ...process.env, PORT: '0' },
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the starter did not start in 10 s')), 10_000);
        server.stdout.on('data', (chunk: Buffer) => {
          clearTimeout(timer);
          resolve(chunk.toString());
        });
        server.on('exit', (code) => reject(new Error(`the starter exited with ${code}`)));
      });
      const port = /^Bookmarks REST API: listening on http:\/\/localhost:(\d+)\/api\/health$/.exec(
        line.trim(),
      )?.[1];
      expect(port, line).toBeDefined();
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) });
      expect(await res.json()).toEqual({ status: 'ok' });
    } finally {
      server.kill();
    }
  });

  it('an unknown technology gets the nearest stack, named in the README, and no code only throws', async () => {
    const { root, files } = await unzipped({
      title: 'Token Faucet',
      description: 'An ERC-20 faucet.',
      technologies: ['Solidity', 'Hardhat'],
      features: FEATURES,
      code: 'contract Faucet {}',
    });
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(
      'This project names Solidity, Hardhat, which Waymark has no starter for, so this starter uses the nearest: Node.js API.',
    );
    expect(files).toContain('notes/suggested-code.sol.txt');
    const code = files
      .filter((f) => /\.(js|ts|tsx|py)$/.test(f))
      .map((f) => readFileSync(join(root, f), 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/Not implemented|NotImplementedError/);
    expect(run(process.execPath, ['--test'], root).status).toBe(0);
  });
});

describe('a field project starts from a practice workbook', () => {
  const cases: Array<[string, StarterInput]> = [
    [
      'a nurse',
      {
        title: 'Clinical hours log and reflection: Registered Nurse',
        description: 'A dated record of supervised clinical practice.',
        technologies: ['Patient assessment'],
        features: [
          'Log at least 40 supervised hours with dates, settings and a supervisor for each',
          'Ask your supervisor to initial the log at the end of each week',
        ],
        learningObjectives: ['Record supervised hours the way programmes and boards expect'],
        kind: 'clinical-hours',
        occupation: 'Registered Nurse',
      },
    ],
    [
      'an electrician',
      {
        title: 'Apprenticeship hours and milestones record: Electrician',
        description: 'On-the-job training hours by work process.',
        technologies: ['National Electrical Code'],
        features: ['Log your hours by work process every week and total them each month'],
        kind: 'apprenticeship-milestone',
        occupation: 'Electrician',
      },
    ],
  ];

  it.each(cases)(
    "%s: the workbook's Markdown and PDF hold its tasks, checklist, log and how to show it",
    async (_, input) => {
      const { root, files } = await unzipped(input);
      expect(files.sort()).toEqual(['workbook.md', 'workbook.pdf']);
      const md = readFileSync(join(root, 'workbook.md'), 'utf8');
      const pdf = await extract('pdf', new Uint8Array(readFileSync(join(root, 'workbook.pdf'))));
      const pdfText = pdf.text.replace(/\s+/g, ' ');
      for (const task of input.features) {
        expect(md).toContain(`- [ ] ${task}`);
        expect(pdfText).toContain(`[ ] ${task}`);
      }
      for (const heading of [
        '## Tasks',
        '## Checklist: before you call it done',
        '## Showing it to an employer',
      ])
        expect(md).toContain(heading);
      for (const heading of ['TASKS', 'CHECKLIST', 'SHOWING IT TO AN EMPLOYER'])
        expect(pdfText).toContain(heading);
      expect(md).toMatch(/^\| Date \|/m);
      expect(pdfText).toContain(`for ${input.occupation}`);
      expect(md).not.toMatch(/function|import |def /);
    },
  );
});
