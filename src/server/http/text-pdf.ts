/**
 * How a line of the text is set, the same in the PDF and the .docx (text-docx.ts): a line in capitals
 * is a heading, the first line is the name when it is a `strong` one, "- " opens a bullet; headings
 * and `strong` lines are bold.
 */
export function textLineStyle(
  line: string,
  index: number,
  strong: ReadonlySet<string>,
): { name: boolean; heading: boolean; bullet: boolean; bold: boolean } {
  const heading = /^[A-Z][A-Z &/]{2,}$/.test(line.trim());
  return {
    name: index === 0 && strong.has(line),
    heading,
    bullet: /^\s*- /.test(line),
    bold: heading || strong.has(line),
  };
}

/**
 * Lays plain text out on Letter pages in Helvetica: real, selectable text (docs/decisions.md D8). Lines
 * in capitals are headings, set in bold, and so are the `strong` lines (a resume's name, first and
 * larger, and each role's header, S88). The generated resume and the practice workbook (S84) use it.
 */
export async function textPdf(
  text: string,
  title: string,
  strong: ReadonlySet<string> = new Set(),
): Promise<Uint8Array> {
  // loaded on first use, not at start (docs/decisions.md S43)
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Waymark');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const base = 10.5;
  const lineHeight = 14;
  const margin = 56;
  const width = 612 - margin * 2;
  let page = doc.addPage([612, 792]);
  let y = 792 - margin;
  const clean = (s: string) =>
    s.replace(
      /[^\x20-\x7e\u00a0-\u00ff]/g,
      (c) =>
        ({
          '–': '-',
          '—': '-',
          '‐': '-',
          '’': "'",
          '‘': "'",
          '“': '"',
          '”': '"',
          '•': '-',
          '·': '-',
          '→': '->',
        })[c] ?? ' ',
    );
  for (const [index, raw] of text.split('\n').entries()) {
    const line = clean(raw);
    const style = textLineStyle(raw, index, strong);
    const isHeading = style.heading;
    const isName = style.name;
    const f = style.bold ? bold : font;
    const size = isName ? 16 : base;
    const words = line.split(' ');
    let current = '';
    const wrapped: string[] = [];
    for (const w of words) {
      const next = current ? `${current} ${w}` : w;
      if (f.widthOfTextAtSize(next, size) > width && current) {
        wrapped.push(current);
        current = `  ${w}`;
      } else current = next;
    }
    wrapped.push(current);
    for (const piece of wrapped) {
      if (y < margin) {
        page = doc.addPage([612, 792]);
        y = 792 - margin;
      }
      page.drawText(piece, { x: margin, y, size: isHeading ? size + 1 : size, font: f });
      y -= isName ? lineHeight + 6 : lineHeight;
    }
    if (isHeading) y -= 2;
  }
  return doc.save();
}
