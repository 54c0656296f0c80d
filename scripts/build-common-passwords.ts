/**
 * Derives src/server/auth/common-passwords.txt, the passwords Waymark refuses, from the frequency
 * list in the zxcvbn package (MIT licence; ranked from public breach corpora): its 10,000 most common
 * passwords, one per line, most common first. Run once and commit the result; nothing fetches it at
 * run time:
 *   npm pack zxcvbn@4.4.2 && tar xzf zxcvbn-4.4.2.tgz
 *   node scripts/build-common-passwords.ts package/lib/frequency_lists.js
 */
import { readFileSync, writeFileSync } from 'node:fs';

const TOP = 10_000;
const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/build-common-passwords.ts <zxcvbn>/lib/frequency_lists.js');
  process.exit(2);
}
const match = /passwords:\s*"([^"]+)"/.exec(readFileSync(source, 'utf8'));
if (!match?.[1]) throw new Error(`no "passwords" list in ${source}`);
const passwords = match[1].split(',').slice(0, TOP);
if (passwords.length !== TOP) throw new Error(`expected ${TOP} passwords, found ${passwords.length}`);
writeFileSync(
  new URL('../src/server/auth/common-passwords.txt', import.meta.url),
  `${passwords.join('\n')}\n`,
);
console.log(`wrote ${passwords.length} passwords`);
