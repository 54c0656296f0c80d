/**
 * HTML reduced to plain text, for job boards' postings and for postings a user pastes
 * (docs/decisions.md S97, S105): the text is only ever shown as text, never rendered as HTML.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_ALL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  bull: '•',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      // control characters and out-of-range codes are dropped, never decoded
      return code >= 32 && code <= 0x10ffff && !(code >= 0x7f && code < 0xa0)
        ? String.fromCodePoint(code)
        : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * HTML as plain text (a job board's, or a posting the user pasted): scripts and styles dropped, blocks and list items on their own lines,
 * every tag removed, entities decoded. Greenhouse escapes its HTML once more ("&lt;p&gt;"), so an
 * escaped tag is unescaped first. The result is only ever shown as text.
 */
export function htmlToText(html: string, maxChars = Number.POSITIVE_INFINITY): string {
  const unescaped = /&lt;\/?[a-z][^&]{0,200}&gt;/i.test(html) ? decodeEntities(html) : html;
  const text = unescaped
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<(br|\/p|\/div|\/h[1-6]|\/li|\/ul|\/ol|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ');
  return plainText(decodeEntities(text), maxChars);
}

/** A plain text tidied: control characters out, runs of spaces and blank lines folded, capped. */
export function plainText(text: string, maxChars = Number.POSITIVE_INFINITY): string {
  return (
    text
      // control characters never reach the database (docs/decisions.md S53)
      .replace(CONTROL_ALL, ' ')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n[ \n]*/g, '\n')
      .trim()
      .slice(0, maxChars)
  );
}
