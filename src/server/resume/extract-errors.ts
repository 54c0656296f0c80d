import { AppError } from '../errors.ts';

/** Every way an upload can be refused, each with its own clear message. */
export const UPLOAD_ERRORS = {
  unsupported_type: [
    415,
    'This file type is not supported. Upload a PDF, Word (.doc or .docx) or plain-text (.txt) resume.',
  ],
  file_too_large: [
    413,
    'The file is over 5 MB. Upload a smaller file (a PDF export without images usually is).',
  ],
  empty_file: [400, 'The file is empty. Choose your resume file again.'],
  encrypted_pdf: [
    422,
    'This PDF is password-protected. Save a copy without a password (or print it to PDF) and upload that.',
  ],
  no_text_layer: [
    422,
    'This PDF has no text layer: it looks like a scanned image. Export your resume as a text-based PDF or a Word file.',
  ],
  corrupt_file: [
    422,
    'The file is damaged or not really the type its name says, so it could not be read. Export it again.',
  ],
  archive_too_large: [422, 'This document expands far beyond the size of a real resume, so it was refused.'],
  too_complex: [
    422,
    'This file took too long or too much memory to read. Try a simpler export of your resume.',
  ],
  pdf_has_script: [
    422,
    'This PDF contains JavaScript, which a resume never needs. Save or print it again as a plain PDF.',
  ],
  no_text: [422, 'No text content found in resume. Check that the file contains your resume text.'],
  too_many_pages: [
    422,
    'This PDF has far more pages than a resume. Upload your resume on its own (a few pages).',
  ],
} as const;

export type UploadErrorCode = keyof typeof UPLOAD_ERRORS;

export class InvalidUpload extends AppError {
  constructor(code: UploadErrorCode) {
    const [status, message] = UPLOAD_ERRORS[code];
    super(status, code, message);
  }
}
