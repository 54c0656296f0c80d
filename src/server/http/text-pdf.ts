/**
 * Lays plain text out on Letter pages in Helvetica: real, selectable text (docs/decisions.md D8). Lines
 * in capitals are headings, set in bold. The generated resume and the practice workbook (S84) use it.
 */
export async function textPdf(text: string, title: string): Promise<Uint8Array> {
  // loaded on first use, not at start (docs/decisions.md S43)
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Waymark');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const size = 10.5;
  const lineHeight = 14;
  const margin = 56;
  const width = 612 - margin * 2;
  let page = doc.addPage([612, 792]);
  let y = 792 - margin;
  const clean = (s: string) =>
    s.replace(
      /[^\x20-\x7e\u00a0-\u00ff]/g,
      (c) => ({ '–': '-', '—': '-', '’': "'", '‘': "'", '“': '"', '”': '"', '•': '-', '·': '-' })[c] ?? ' ',
    );
  for (const raw of text.split('\n')) {
    const line = clean(raw);
    const isHeading = /^[A-Z][A-Z &]{2,}$/.test(line.trim());
    const f = isHeading ? bold : font;
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
      y -= lineHeight;
    }
    if (isHeading) y -= 2;
  }
  return doc.save();
}
