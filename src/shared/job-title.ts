/**
 * A typed job title as Waymark shows it: spaces tidied, each word capitalised, short all-capital
 * words kept as typed ("HVAC", "RN", "CNC").
 */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) => (w.length <= 3 && w === w.toUpperCase() ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
