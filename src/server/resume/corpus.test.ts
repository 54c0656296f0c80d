import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createResumeExtractor } from './extractor.ts';

const CORPUS = fileURLToPath(new URL('../../../../shared/corpus/resume-pdfs', import.meta.url));
const files = existsSync(CORPUS)
  ? readdirSync(CORPUS, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(CORPUS, d.name))
          .filter((f) => f.endsWith('.pdf'))
          .map((f) => join(CORPUS, d.name, f)),
      )
  : [];

/** Real resume layouts (Google Docs, LaTeX, Word); skipped when ../shared/corpus is absent. */
describe.skipIf(files.length === 0)('extraction on the shared resume corpus', () => {
  const extractor = createResumeExtractor();
  afterAll(() => extractor.close());

  it.each(files.map((f) => [f.split('/').slice(-2).join('/'), f]))(
    "%s lands within 5% of pdf.js's reference count",
    async (_name, file) => {
      const expected = JSON.parse(readFileSync(file.replace(/\.pdf$/, '.expected.json'), 'utf8')).cascade
        .rawTextCharCount as number;
      const result = await extractor.extract(new Uint8Array(readFileSync(file)));
      expect(Math.abs(result.text.length - expected) / expected).toBeLessThan(0.05);
    },
  );
});
