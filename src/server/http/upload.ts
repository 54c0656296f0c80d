import type { FastifyRequest } from 'fastify';
import { RESUME_MAX_BYTES } from '../../shared/resume.schema.ts';
import { InvalidInput } from '../errors.ts';
import { stripControlCharacters } from './control-characters.ts';

/**
 * The one set of multipart limits (registered with @fastify/multipart in app.ts): one file of at most
 * 5 MB (docs/product.md §9) and a few short fields, so no request can make the server buffer more.
 */
export const UPLOAD_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 100,
  headerPairs: 50,
} as const;

export interface Upload {
  file: { fileName: string; bytes: Uint8Array } | null;
  /** The short text fields sent beside the file, by name. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload: the part named `fileField` into memory (capped by UPLOAD_LIMITS) and the
 * text fields. `tooLarge` makes the error a caller shows for a file over the limit.
 */
export async function readUpload(
  request: FastifyRequest,
  { fileField = 'file', tooLarge }: { fileField?: string; tooLarge: () => Error },
): Promise<Upload> {
  if (!request.isMultipart())
    throw new InvalidInput(`Send the file as multipart/form-data with a "${fileField}" field.`);
  const upload: Upload = { file: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string')
          upload.fields[part.fieldname] = stripControlCharacters(part.value);
      } else if (part.fieldname === fileField && !upload.file) {
        const bytes = await part.toBuffer();
        // docs/decisions.md S53: a file name keeps no control character (U+0000 would fail in the database)
        upload.file = { fileName: stripControlCharacters(part.filename), bytes: new Uint8Array(bytes) };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new InvalidInput('Send one file at a time.');
    }
    throw error;
  }
  return upload;
}
