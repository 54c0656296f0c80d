/**
 * Benchmark 3: text extraction + Local analysis of a 5 MB PDF and of a typical 2-page
 * resume, against bare pdf.js text extraction of the same file in the same run. `node bench/resume.ts`
 */
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { analyseResumeLocally } from '../src/server/ai/local/resume-analysis.ts';
import { careerPaths } from '../src/server/catalog/careers/index.ts';
import { createResumeExtractor } from '../src/server/resume/extractor.ts';
import { SAMPLE_RESUME } from '../src/server/test/resume-files.ts';
import { type Row, saveSection } from './lib.ts';

const RUNS = 7;

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A PNG of noise (incompressible), so a resume PDF carrying it weighs almost 5 MB. */
function noisePng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let s = 12345;
  for (let i = 0; i < raw.length; i++) {
    if (i % (width * 3 + 1) === 0) continue;
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    raw[i] = s >>> 24;
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function resumePdf(withPhotoOf?: Buffer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = `${SAMPLE_RESUME}\n${SAMPLE_RESUME.split('\n').slice(6).join('\n')}`.split('\n');
  for (let page = 0; page < 2; page++) {
    const p = doc.addPage([612, 792]);
    lines.forEach((line, i) => {
      p.drawText(line, { x: 50, y: 740 - i * 14, size: 10, font });
    });
    if (withPhotoOf && page === 0) {
      const img = await doc.embedPng(withPhotoOf);
      p.drawImage(img, { x: 420, y: 620, width: 140, height: 140 });
    }
  }
  return doc.save();
}

async function bare(bytes: Uint8Array) {
  const task = getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const doc = await task.promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
  }
  await task.destroy();
  return text;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function runResumeBench() {
  const career = careerPaths[1]!;
  const target = { title: career.title, skills: career.skills.map((s) => ({ name: s.name })) };
  const files = [
    ['typical 2-page resume', await resumePdf()],
    ['5 MB resume (2 pages with a 4.9 MB photo)', await resumePdf(noisePng(1270, 1270))],
  ] as const;
  const extractor = createResumeExtractor({ timeoutMs: 60_000 });
  const rows: Row[] = [];
  for (const [name, bytes] of files) {
    await bare(bytes);
    await extractor.extract(bytes.slice());
    const bareTimes: number[] = [];
    const oursTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await bare(bytes);
      bareTimes.push(performance.now() - t);
      const copy = bytes.slice(); // the extractor takes ownership of what it is given
      t = performance.now();
      const { text } = await extractor.extract(copy);
      analyseResumeLocally(text, target);
      oursTimes.push(performance.now() - t);
    }
    const ratio = median(oursTimes) / median(bareTimes);
    rows.push({
      name: `${name}, ${bytes.length > 100_000 ? `${(bytes.length / 1024 / 1024).toFixed(2)} MB` : `${(bytes.length / 1024).toFixed(1)} KB`}`,
      value: `Waymark ${median(oursTimes).toFixed(1)} ms vs bare pdf.js ${median(bareTimes).toFixed(1)} ms (median of ${RUNS}): ${ratio.toFixed(2)}x`,
      target: '< 1.3x',
      ok: ratio < 1.3,
    });
  }
  await extractor.close();
  return {
    title: 'Resume pipeline: extraction + Local analysis vs bare pdf.js',
    command: 'node bench/resume.ts',
    rows,
    notes: [
      'Waymark runs pdf.js in a long-lived worker thread (memory cap, timeout); the time includes the file check, the hand-off to the worker and the Local analysis.',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('resume', await runResumeBench());
