import type { FastifySchemaCompiler } from 'fastify';
import { InvalidInput } from '../errors.ts';

/**
 * C0 control characters other than tab, line feed and carriage return (docs/decisions.md S53): no
 * text a person types holds them, and PostgreSQL refuses U+0000 in text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

/** The path (a.b.0) of the first string or key in `value` holding a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (CONTROL.test(key)) return [...path, key.replace(CONTROL_ALL, '?')];
      const found = findControlCharacter(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Removes control characters (keeping tab, line feed and carriage return) from extracted text and file names. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_ALL, '');
}

/**
 * Wraps the schema compiler so every declared input (body, query, params) refuses a control
 * character with 400 before its schema runs.
 */
export function refusingControlCharacters<S>(compiler: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compiler(route);
    return (data: unknown) => {
      const found = findControlCharacter(data);
      if (found) {
        const where = found.length ? `${found.join('.')}: ` : '';
        return { error: new InvalidInput(`${where}control characters (such as U+0000) are not allowed`) };
      }
      return validate(data);
    };
  };
}
