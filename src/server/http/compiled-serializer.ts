import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * Turns zod's JSON Schema into the plain subset fast-json-stringify writes fastest: `X | null`
 * becomes `X` with `nullable` (an `anyOf` would be decided by a validator on every answer), and
 * checks that only matter to a validator (patterns, formats, enums) are dropped.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as JsonSchema;
  const options = node.anyOf as JsonSchema[] | undefined;
  if (options?.length === 2 && options.some((o) => o.type === 'null')) {
    const other = options.find((o) => o.type !== 'null') as JsonSchema;
    return { ...(simplify(other) as JsonSchema), nullable: true };
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema' || key === 'pattern' || key === 'format' || key === 'enum') continue;
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, simplify(v)]))
        : simplify(value);
  }
  return out;
}

/** A serializer compiled once from a zod schema (docs/decisions.md S42). */
export function compileSerializer(schema: ZodType): (data: unknown) => string {
  return fastJson(simplify(z.toJSONSchema(schema, { io: 'output' })) as Parameters<typeof fastJson>[0]);
}

/**
 * For hot routes: answers are written by fast-json-stringify, compiled from the route's zod response
 * schema, instead of zod checking every answer at run time. Like zod's, it writes only the declared
 * properties. Input stays validated by zod.
 */
export const compiledSerializer: FastifySerializerCompiler<unknown> = ({ schema }) =>
  compileSerializer(schema as ZodType);
