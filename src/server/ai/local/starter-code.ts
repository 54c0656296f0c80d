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
 * A runnable entry file for a project, with a TODO and a hint per feature (the local engine's
 * starter code; the stub of docs/product.md §8 is the fallback).
 */
export function starterCodeFor(input: {
  title: string;
  technologies: readonly string[];
  features: readonly string[];
}): string {
  const family = codeFamily(input.technologies);
  const name = slug(input.title);
  const todos = input.features.map((f, i) => ({ n: i + 1, f, h: hint(f) }));
  switch (family) {
    case 'python':
      return [
        `"""${input.title}: starter code. Run with: python main.py"""`,
        '',
        ...todos.flatMap(({ n, f, h }) => [
          `def feature_${n}():`,
          `    """${f}."""`,
          `    # TODO: ${f} (hint: ${h})`,
          '    raise NotImplementedError',
          '',
          '',
        ]),
        'def main() -> None:',
        `    print("${input.title.replace(/"/g, '\\"')}")`,
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
        `/// @title ${input.title}`,
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
        `        Console.WriteLine("${input.title.replace(/"/g, '\\"')}");`,
        ...todos.map(({ f, h }) => `        // TODO: ${f} (hint: ${h})`),
        '    }',
        '}',
        '',
      ].join('\n');
    case 'kotlin':
      return [
        `// ${input.title}`,
        '',
        'fun main() {',
        `    println("${input.title.replace(/"/g, '\\"')}")`,
        ...todos.map(({ f, h }) => `    // TODO: ${f} (hint: ${h})`),
        '}',
        '',
      ].join('\n');
    case 'swift':
      return [
        `// ${input.title}`,
        'import Foundation',
        '',
        `print("${input.title.replace(/"/g, '\\"')}")`,
        ...todos.map(({ f, h }) => `// TODO: ${f} (hint: ${h})`),
        '',
      ].join('\n');
    default:
      return [
        `// ${input.title}: starter code. Run with: node index.js`,
        '',
        ...todos.flatMap(({ n, f, h }) => [
          `/** ${f} */`,
          `export function feature${n}() {`,
          `  // TODO: ${f} (hint: ${h})`,
          `  throw new Error('Not implemented yet: ${f.replace(/'/g, "\\'")}');`,
          '}',
          '',
        ]),
        'function main() {',
        `  console.log(${JSON.stringify(input.title)});`,
        '}',
        '',
        'main();',
        '',
      ].join('\n');
  }
}
