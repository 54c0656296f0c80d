/**
 * Starter code for a project (docs/product.md §7): one entry file with a TODO per feature. Local:
 * a template in the project's language (docs/decisions.md D2). Fallback: the stub of
 * docs/product.md §8.
 */
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { fallbackStarterCode } from '../fallbacks.ts';
import { clip, DATA_RULE, data, list } from '../helpers.ts';
import { starterCodeFor } from '../local/starter-kits.ts';

export const STARTER_CODE = {
  name: 'starterCode',
  temperature: 0.5,
  maxTokens: 1500,
} as const satisfies PurposeParams;

export interface StarterCodeInput {
  title: string;
  technologies: string[];
  features: string[];
}

export function starterCodePrompt(input: StarterCodeInput) {
  return [
    'You are a senior engineer writing the starter code for a learner project: one runnable entry file with the',
    'structure in place and a TODO comment (with a hint) for each feature. Reply with the code in one fenced block.',
    DATA_RULE,
    data({
      title: clip(input.title, 200),
      technologies: list(input.technologies),
      features: list(input.features),
    }),
  ].join('\n');
}

/** docs/product.md §7 Starter code: "code, possibly fenced; inner content extracted". */
export function extractCode(text: string): string {
  const fenced = /```[\w+-]*\s*\n([\s\S]*?)```/.exec(text);
  return (fenced ? (fenced[1] ?? '') : text).trim();
}

export function createStarterCode(deps: { core: AiCore }) {
  const { core } = deps;
  return async function starterCode(
    caller: Caller,
    input: StarterCodeInput,
    signal?: AbortSignal,
  ): Promise<AiResult<string>> {
    return core.run(
      caller,
      STARTER_CODE,
      async () => {
        const r = await core.ask(caller, STARTER_CODE, starterCodePrompt(input), signal);
        const code = r ? extractCode(r.text) : '';
        return r && code ? { value: code, usage: r.usage } : null;
      },
      () => starterCodeFor(input),
      () => fallbackStarterCode(input.title, input.features),
    );
  };
}
