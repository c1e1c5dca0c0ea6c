import { z } from 'zod';
import { errorResponseSchema } from '../../../engine/contract/common.ts';
import { REQUEST_ID_HEADER } from '../http/request-log.ts';
import { APP_VERSION } from '../version.ts';
import { API_OPERATIONS, type ApiAnswer, type ApiOperation } from './operations.ts';

export const API_PREFIX = '/api';
const BEARER = 'bearerAuth';

type JsonObject = Record<string, unknown>;

/** zod 4's own JSON Schema output, in the 2020-12 dialect OpenAPI 3.1 uses; requests as sent, answers as produced. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}

function answer(spec: ApiAnswer, fallback?: z.ZodType): JsonObject {
  const schema = spec.schema ?? fallback;
  const headers = { [REQUEST_ID_HEADER]: { $ref: '#/components/headers/RequestId' } };
  if (spec.mediaType) return { description: spec.description, headers, content: { [spec.mediaType]: { schema: { type: 'string' } } } };
  if (!schema) return { description: spec.description, headers };
  return { description: spec.description, headers, content: { 'application/json': { schema: jsonSchema(schema, 'output') } } };
}

function operationId(operation: ApiOperation): string {
  const words = operation.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return operation.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function describe(operation: ApiOperation): JsonObject {
  const errors: Record<number, string | ApiAnswer> = { ...operation.errors, 500: 'An unexpected failure on the server' };
  if (operation.admin) errors[401] = 'Missing, malformed, forged or expired bearer token';
  if (operation.body) errors[413] = 'The body is larger than this endpoint reads';
  const responses: JsonObject = {};
  for (const [status, spec] of Object.entries(operation.answers)) responses[status] = answer(spec);
  for (const [status, spec] of Object.entries(errors)) {
    responses[status] = answer(typeof spec === 'string' ? { description: spec } : spec, errorResponseSchema);
  }
  return {
    operationId: operationId(operation),
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.admin ? { security: [{ [BEARER]: [] }] } : {}),
    ...(operation.params || operation.query
      ? {
          parameters: [
            ...Object.entries(operation.params ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema: jsonSchema(schema, 'input') })),
            ...Object.entries(operation.query ?? {}).map(([name, schema]) => ({
              name,
              in: 'query',
              required: !schema.safeParse(undefined).success,
              schema: jsonSchema(schema, 'input'),
            })),
          ],
        }
      : {}),
    ...(operation.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every operation in the table, served at GET /api/openapi.json. */
export function buildOpenApiDocument(operations: readonly ApiOperation[] = API_OPERATIONS): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const operation of operations) {
    const path = `${API_PREFIX}${operation.path}`;
    paths[path] = { ...paths[path], [operation.method]: describe(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Onboarding Analyzer API',
      version: APP_VERSION,
      description: 'Reads a SaaS website and writes an Activation Strategy report. Errors answer `{ message }`; every answer carries X-Request-Id.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token POST /api/auth/login answers' } },
      headers: {
        RequestId: { description: 'The request id: the X-Request-Id sent when it is a safe token, else a new UUID', schema: { type: 'string' } },
      },
    },
  };
}
