/**
 * Text extraction, run in a worker thread with a memory cap and a timeout, so a hostile
 * file can neither block the server nor exhaust its memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { getDocument, PasswordException } from 'pdfjs-dist/legacy/build/pdf.mjs';
import WordExtractor from 'word-extractor';
import type { UploadErrorCode } from './extract-errors.ts';
import type { ResumeKind } from './file-kind.ts';

export interface ExtractRequest {
  id: number;
  kind: ResumeKind;
  bytes: Uint8Array;
}
export type ExtractResponse =
  | { id: number; ok: true; text: string; pages: number }
  | { id: number; ok: false; code: UploadErrorCode };

/** A real resume's DOCX has a few dozen entries and a few MB unpacked; far beyond is a bomb. */
const DOCX_MAX_ENTRIES = 500;
const DOCX_MAX_UNPACKED = 40 * 1024 * 1024;

class Refused extends Error {
  readonly code: UploadErrorCode;
  constructor(code: UploadErrorCode) {
    super(code);
    this.code = code;
  }
}

/**
 * What a PDF's compressed streams may inflate to, all together (docs/decisions.md S58): a resume's
 * text, fonts and a photo are a few MB; a 1 MB file whose stream inflates to 1 GB is a bomb.
 */
export const PDF_MAX_DECODED = 64 * 1024 * 1024;

/**
 * Inflates every zlib-compressed stream of a PDF once with a running byte count, before pdf.js sees
 * the file, and refuses it past PDF_MAX_DECODED. Streams that are not zlib data are left to pdf.js.
 */
export function checkPdfStreams(bytes: Uint8Array, maxDecoded = PDF_MAX_DECODED) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  const starts = /stream\r?\n/g;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    if (text.slice(m.index - 3, m.index) === 'end') continue;
    const begin = m.index + m[0].length;
    const end = text.indexOf('endstream', begin);
    if (end < 0) break;
    const b0 = bytes[begin] ?? 0;
    const b1 = bytes[begin + 1] ?? 0;
    starts.lastIndex = end + 9;
    // a zlib header: deflate, a window of at most 32 KB, a valid check
    if ((b0 & 0x0f) !== 8 || b0 >> 4 > 7 || ((b0 << 8) | b1) % 31 !== 0) continue;
    // native zlib, told to stop at what is left of the allowance: a bomb is refused in milliseconds
    try {
      total += inflateSync(bytes.subarray(begin, end), { maxOutputLength: maxDecoded - total + 1 }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') total = maxDecoded + 1;
      // anything else is not inflatable here: pdf.js decides what it is
    }
    if (total > maxDecoded) throw new Refused('archive_too_large');
  }
}

/** Pages a PDF may have (docs/product.md §9): a resume has a few; a 3,000-page file is refused unread. */
const MAX_PAGES: number = (workerData as { maxPages?: number } | null)?.maxPages ?? 20;

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  checkPdfStreams(bytes);
  // pdf.js 6 never evaluates font code (the CVE-2024-4367 class of bug was fixed in 4.2.67)
  const task = getDocument({ data: bytes, useSystemFonts: false, disableFontFace: true, verbosity: 0 });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    if (error instanceof PasswordException) throw new Refused('encrypted_pdf');
    throw new Refused('corrupt_file');
  }
  try {
    // a resume never needs scripts: a PDF that carries JavaScript is refused, not opened further
    const [actions, fieldScripts] = await Promise.all([doc.getJSActions(), doc.hasJSActions()]);
    if (fieldScripts || (actions && Object.keys(actions).length > 0)) {
      throw new Refused('pdf_has_script');
    }
    if (doc.numPages > MAX_PAGES) throw new Refused('too_many_pages');
    let text = '';
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) {
          text += item.str;
          if (item.hasEOL) text += '\n';
        }
      }
      text += '\n';
      page.cleanup();
    }
    return { text, pages: doc.numPages };
  } finally {
    await task.destroy();
  }
}

/** Refuses a DOCX whose declared or actual unpacked size is beyond a real document's. */
function checkDocx(bytes: Uint8Array) {
  let entries = 0;
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new Refused('corrupt_file');
  }
  if (entries > DOCX_MAX_ENTRIES || declared > DOCX_MAX_UNPACKED) throw new Refused('archive_too_large');
  // declared sizes can lie: inflate everything once with a running byte count
  let total = 0;
  let failure: Refused | null = null;
  const unzip = new Unzip((file) => {
    file.ondata = (err, chunk) => {
      if (failure) return;
      if (err) {
        failure = new Refused('corrupt_file');
        return;
      }
      total += chunk.length;
      if (total > DOCX_MAX_UNPACKED) {
        failure = new Refused('archive_too_large');
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    failure ??= new Refused('corrupt_file');
  }
  if (failure) throw failure;
}

async function docxText(bytes: Uint8Array) {
  checkDocx(bytes);
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return { text: result.value, pages: 1 };
  } catch {
    throw new Refused('corrupt_file');
  }
}

async function docText(bytes: Uint8Array) {
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    return { text: doc.getBody(), pages: 1 };
  } catch {
    throw new Refused('corrupt_file');
  }
}

function plainText(bytes: Uint8Array) {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  return { text, pages: 1 };
}

export async function extract(kind: ResumeKind, bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  switch (kind) {
    case 'pdf':
      return pdfText(bytes);
    case 'docx':
      return docxText(bytes);
    case 'doc':
      return docText(bytes);
    case 'txt':
      return plainText(bytes);
  }
}

parentPort?.on('message', async ({ id, kind, bytes }: ExtractRequest) => {
  try {
    const { text, pages } = await extract(kind, bytes);
    parentPort?.postMessage({ id, ok: true, text, pages } satisfies ExtractResponse);
  } catch (error) {
    const code = error instanceof Refused ? error.code : 'corrupt_file';
    parentPort?.postMessage({ id, ok: false, code } satisfies ExtractResponse);
  }
});
