/** Builders for real resume files, made in the tests themselves. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, deflateRawSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

export const SAMPLE_RESUME = `Jordan Lee
jordan.lee@example.com | +1 512 555 0142 | github.com/jlee

Summary
Backend developer who builds reliable Node.js and PostgreSQL services.

Experience
Software Engineer, Acme Corp (2022 - 2025)
- Built a REST API in Node.js serving 2 million requests a day
- Reduced PostgreSQL query time by 40% with better indexes

Education
B.S. Computer Science, University of Texas, 2022

Skills
JavaScript, TypeScript, Node.js, PostgreSQL, Docker, Git`;

/** A text-based PDF with one line of text per line of the input, as many pages as needed. */
export async function makePdf(text: string, options: { linesPerPage?: number } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = text.split('\n');
  const perPage = options.linesPerPage ?? 50;
  for (let i = 0; i < lines.length; i += perPage) {
    const page = doc.addPage([612, 792]);
    lines.slice(i, i + perPage).forEach((line, j) => {
      page.drawText(line.replace(/[^\x20-\x7e]/g, ' '), { x: 50, y: 740 - j * 14, size: 10, font });
    });
  }
  return doc.save();
}

/** A PDF whose page is only a drawn shape: what a scanned resume looks like to a text extractor. */
export async function makeImageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  for (let y = 100; y < 700; y += 20) page.drawRectangle({ x: 50, y, width: 500, height: 8 });
  return doc.save();
}

/** A PDF with a document-level JavaScript action. */
export async function makePdfWithScript(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText(SAMPLE_RESUME.split('\n')[0] ?? 'Resume', { x: 50, y: 700, size: 12, font });
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript' });
  action.set(PDFName.of('JS'), PDFString.of("app.alert('hi')"));
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return doc.save();
}

function docxXml(text: string): string {
  const paragraphs = text
    .split('\n')
    .map(
      (line) =>
        `<w:p><w:r><w:t xml:space="preserve">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`;
}

/** A real DOCX: the OOXML parts zipped as Word writes them. */
export function makeDocx(text: string, extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    _rels: {
      '.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    word: { 'document.xml': strToU8(docxXml(text)) },
    ...extra,
  });
}

/** A DOCX carrying a 200 MB run of zeros that deflates to a few hundred kilobytes. */
export function makeDocxBomb(): Uint8Array {
  return makeDocx('Bomb', { 'word/media/zeros.bin': new Uint8Array(200 * 1024 * 1024) });
}

export function utf16le(text: string): Uint8Array {
  const body = Buffer.from(text, 'utf16le');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
}

/** A committed binary fixture (see src/server/resume/fixtures/README.md). */
export const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../resume/fixtures/${name}`, import.meta.url)));

/** The first bytes of a real PNG image. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
  8, 6, 0, 0, 0,
]);

/**
 * A one-page PDF of about 1 MB whose content stream inflates to `inflatedMb` MB of zeros (a
 * decompression bomb for pdf.js).
 */
export function makePdfBomb(inflatedMb = 1024): Uint8Array {
  // one sync-flushed deflate block of 1 MB of zeros, repeated (back-references only ever see zeros),
  // a final empty block and the Adler-32 of that many zeros: made in milliseconds
  const block = deflateRawSync(new Uint8Array(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const n = inflatedMb * 1024 * 1024;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((n % 65_521) << 16) | 1) >>> 0);
  const z = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array<Buffer>(inflatedMb).fill(block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
  const head = Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>\nendobj\n4 0 obj\n<< /Length ${z.length} /Filter /FlateDecode >>\nstream\n`,
    'latin1',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return new Uint8Array(Buffer.concat([head, z, tail]));
}

const CORPUS = fileURLToPath(new URL('../../../../shared/corpus/resume-pdfs', import.meta.url));

/** Every PDF of the shared resume corpus (../shared/corpus); none when it is absent (a fresh clone). */
export function corpusPdfs(): string[] {
  if (!existsSync(CORPUS)) return [];
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(CORPUS, d.name))
        .filter((f) => f.endsWith('.pdf'))
        .map((f) => join(CORPUS, d.name, f)),
    );
}
