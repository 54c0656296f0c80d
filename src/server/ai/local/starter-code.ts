export type CodeFamily = 'python' | 'javascript' | 'solidity' | 'csharp' | 'kotlin' | 'swift';

/**
 * The language of a project's code, from its technologies: names the file a model's suggested code is
 * kept in (the runnable starter's stack is `starterStack` in starter-kits.ts).
 */
export function codeFamily(technologies: readonly string[]): CodeFamily {
  const t = technologies.join(' ').toLowerCase();
  if (/python|pandas|scikit|pytorch|tensorflow|jupyter|django|flask|fastapi|numpy/.test(t)) return 'python';
  if (/solidity|foundry|hardhat|ethereum|erc-?20/.test(t)) return 'solidity';
  if (/c#|unity|\.net/.test(t)) return 'csharp';
  if (/kotlin|android|jetpack/.test(t)) return 'kotlin';
  if (/swift|ios|swiftui/.test(t)) return 'swift';
  return 'javascript';
}

/**
 * Model text (titles, features) is data: in a comment it loses line breaks and comment or docstring
 * terminators; in code it is only ever a string literal made by `literal`.
 */
export function commentText(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
    .replace(/\*\/|\/\*|"""|'''/g, ' ')
    .trim();
}

/** A string literal holding `text` exactly, in the family's syntax. */
export function literal(family: CodeFamily, text: string): string {
  const json = JSON.stringify(text)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  if (family === 'kotlin') return json.replace(/\$/g, '\\$');
  if (family === 'swift') return json.replace(/\\u([0-9a-fA-F]{4})/g, '\\u{$1}');
  return json;
}
