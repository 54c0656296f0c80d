import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { textDocx } from './text-docx.ts';

const TEXT = `Maria Santos
maria.santos@example.com | (312) 555-0142 | Chicago, IL

SKILLS
Epic EHR, telemetry monitoring, IV therapy

CLINICAL EXPERIENCE
Staff Nurse | Mercy Hospital | Chicago, IL | May 2018 – May 2021
- In Epic EHR, administered medications & IV therapy for 6 patients per shift
- Wound care <and> ostomy care for "post-surgical" patients
`;

describe('textDocx', () => {
  const docx = textDocx(
    TEXT,
    'Resume for Staff Nurse',
    new Set(['Maria Santos', 'Staff Nurse | Mercy Hospital | Chicago, IL | May 2018 – May 2021']),
  );

  it('reads back as the same text, paragraph by paragraph, bullets without their dash', async () => {
    const { value, messages } = await mammoth.extractRawText({ buffer: Buffer.from(docx) });
    expect(messages).toEqual([]);
    const back = value.split('\n').filter((l) => l.trim());
    const sent = TEXT.split('\n')
      .filter((l) => l.trim())
      .map((l) => l.replace(/^- /, ''));
    expect(back).toEqual(sent);
  });

  it('sets the name as the title, capitals as headings, bullets as a list and the strong lines in bold', async () => {
    const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(docx) });
    expect(html).toContain('<h1>SKILLS</h1>');
    expect(html).toContain('<h1>CLINICAL EXPERIENCE</h1>');
    expect(html).toContain(
      '<p><strong>Staff Nurse | Mercy Hospital | Chicago, IL | May 2018 – May 2021</strong></p>',
    );
    expect(html).toContain(
      '<ul><li>In Epic EHR, administered medications &amp; IV therapy for 6 patients per shift</li><li>Wound care &lt;and&gt; ostomy care for "post-surgical" patients</li></ul>',
    );
    // mammoth maps no "Title" style: the name comes back as a plain paragraph
    expect(html).toMatch(/^<p>Maria Santos<\/p>/);
  });

  it('is a WordprocessingML package with its title, the same bytes for the same text, and no control characters', () => {
    const files = unzipSync(docx);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'word/_rels/document.xml.rels',
      'word/document.xml',
      'word/numbering.xml',
      'word/styles.xml',
    ]);
    expect(new TextDecoder().decode(files['docProps/core.xml'])).toContain(
      '<dc:title>Resume for Staff Nurse</dc:title>',
    );
    expect(textDocx(TEXT, 'Resume for Staff Nurse')).toEqual(textDocx(TEXT, 'Resume for Staff Nurse'));
    const odd = new TextDecoder().decode(
      unzipSync(textDocx('Bell\u0007 and form\u000c feed', 'x'))['word/document.xml'],
    );
    expect(odd).toContain('Bell and form feed');
  });
});
