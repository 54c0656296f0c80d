export type CodeFamily = 'python' | 'javascript' | 'solidity' | 'csharp' | 'kotlin' | 'swift';

/** The language a starter project should use, from its technologies. */
export function codeFamily(technologies: readonly string[]): CodeFamily {
  const t = technologies.join(' ').toLowerCase();
  if (/python|pandas|scikit|pytorch|tensorflow|jupyter|django|flask|fastapi|numpy/.test(t)) return 'python';
  if (/solidity|foundry|hardhat|ethereum|erc-?20/.test(t)) return 'solidity';
  if (/c#|unity|\.net/.test(t)) return 'csharp';
  if (/kotlin|android|jetpack/.test(t)) return 'kotlin';
  if (/swift|ios|swiftui/.test(t)) return 'swift';
  return 'javascript';
}

function slug(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('') || 'Project'
  );
}

function hint(feature: string): string {
  const f = feature.toLowerCase();
  if (/test/.test(f)) return 'write the test first, then the smallest code that passes it';
  if (/api|endpoint|rest/.test(f)) return 'validate input at the boundary and return clear status codes';
  if (/persist|storage|save|database|sql/.test(f))
    return 'keep storage behind one small module so it can be swapped';
  if (/auth|login|password/.test(f)) return 'never store plain passwords; use a vetted library';
  if (/chart|visual|dashboard|report/.test(f))
    return 'decide the question the view answers before drawing it';
  if (/deploy|ci|pipeline|docker/.test(f)) return 'automate it once it works by hand';
  return 'start with the simplest version that works, then refine';
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

/**
 * A runnable entry file for a project, with a TODO and a hint per feature (the local engine's
 * starter code; the stub of docs/product.md §8 is the fallback). Titles and features come from a
 * model or a user: they appear only in sanitized comments and in escaped string literals.
 */
export function starterCodeFor(input: {
  title: string;
  technologies: readonly string[];
  features: readonly string[];
}): string {
  const family = codeFamily(input.technologies);
  const name = slug(input.title);
  const title = commentText(input.title);
  const shown = literal(family, input.title);
  const todos = input.features.map((raw, i) => ({ n: i + 1, f: commentText(raw), h: hint(raw), raw }));
  switch (family) {
    case 'python':
      return [
        `# ${title}: starter code. Run with: python main.py`,
        '',
        ...todos.flatMap(({ n, f, h, raw }) => [
          `def feature_${n}():`,
          `    # TODO: ${f} (hint: ${h})`,
          `    raise NotImplementedError(${literal(family, raw)})`,
          '',
          '',
        ]),
        'def main() -> None:',
        `    print(${shown})`,
        '',
        '',
        'if __name__ == "__main__":',
        '    main()',
        '',
      ].join('\n');
    case 'solidity':
      return [
        '// SPDX-License-Identifier: MIT',
        'pragma solidity ^0.8.24;',
        '',
        `/// @title ${title}`,
        `contract ${name} {`,
        ...todos.map(({ f, h }) => `    // TODO: ${f} (hint: ${h})`),
        '}',
        '',
      ].join('\n');
    case 'csharp':
      return [
        'using System;',
        '',
        `public class ${name}`,
        '{',
        '    public static void Main()',
        '    {',
        `        Console.WriteLine(${shown});`,
        ...todos.map(({ f, h }) => `        // TODO: ${f} (hint: ${h})`),
        '    }',
        '}',
        '',
      ].join('\n');
    case 'kotlin':
      return [
        `// ${title}`,
        '',
        'fun main() {',
        `    println(${shown})`,
        ...todos.map(({ f, h }) => `    // TODO: ${f} (hint: ${h})`),
        '}',
        '',
      ].join('\n');
    case 'swift':
      return [
        `// ${title}`,
        'import Foundation',
        '',
        `print(${shown})`,
        ...todos.map(({ f, h }) => `// TODO: ${f} (hint: ${h})`),
        '',
      ].join('\n');
    default:
      return [
        `// ${title}: starter code. Run with: node index.js`,
        '',
        ...todos.flatMap(({ n, f, h, raw }) => [
          `// ${f}`,
          `export function feature${n}() {`,
          `  // TODO: ${f} (hint: ${h})`,
          `  throw new Error(${literal(family, `Not implemented yet: ${raw}`)});`,
          '}',
          '',
        ]),
        'function main() {',
        `  console.log(${shown});`,
        '}',
        '',
        'main();',
        '',
      ].join('\n');
  }
}
