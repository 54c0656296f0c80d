import { fileTypeFromBuffer } from 'file-type';

export type ResumeKind = 'pdf' | 'docx' | 'doc' | 'txt';

function looksLikeText(bytes: Uint8Array): boolean {
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  )
    return true;
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.length === bytes.length ? sample : trimPartial(sample),
    );
    return true;
  } catch {
    return false;
  }
}

/** Drops a multi-byte UTF-8 sequence cut at the sample's end. */
function trimPartial(sample: Uint8Array): Uint8Array {
  const end = sample.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = sample[end - i] ?? 0;
    if ((b & 0xc0) === 0xc0) return sample.subarray(0, end - i);
    if ((b & 0x80) === 0) break;
  }
  return sample;
}

/**
 * What a file really is, from its bytes (magic numbers), never its name: PDF, DOCX (a zip with
 * word/document.xml), legacy DOC (an OLE compound file), or plain text. Null for anything else.
 */
export async function detectResumeKind(bytes: Uint8Array): Promise<ResumeKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type?.ext === 'cfb' || type?.ext === 'doc') return 'doc';
  if (type?.ext === 'zip') return null;
  if (type) return null;
  return looksLikeText(bytes) ? 'txt' : null;
}
