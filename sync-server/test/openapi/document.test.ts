import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RESOURCES } from '../../src/app.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { API_PREFIX } from '../../src/openapi/document.ts';

type Operation = { security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_PASSWORD: 'openapi-test-password' });
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  document = (await response.json()) as Document;
});
afterAll(async () => {
  await server?.close();
});

/** "METHOD /api/path/{param}" for every route the app's routers register (HEAD comes with GET). */
function registeredRoutes(): string[] {
  const routes = API_RESOURCES.flatMap((build) => build(server.services).stack).flatMap((layer) => {
    const path = String(layer.path).replace(/:([A-Za-z]+)/g, '{$1}');
    return layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${API_PREFIX}${path}`);
  });
  return [...new Set(routes)].sort();
}

function describedRoutes(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

const operations = () => Object.entries(document.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const outcome = await validator.validate(structuredClone(document));
    expect(outcome.errors ?? []).toEqual([]);
    expect(outcome.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the routers register, and none that they do not', () => {
    expect(registeredRoutes().length).toBeGreaterThan(15);
    expect(describedRoutes()).toEqual(registeredRoutes());
  });

  it('marks exactly the routes that refuse a request without a token as needing the bearer scheme', async () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { path, method, op } of operations()) {
      const url = `${server.url}${path.replace(/\{[^}]+\}/g, 'unknown-value')}`;
      // Without a body: an admin route refuses before reading one; a public one answers something else than 401.
      const status = (
        await fetch(url, { method: method.toUpperCase(), headers: { 'content-type': 'application/json' }, body: method === 'get' ? undefined : '{}' })
      ).status;
      if (op.security) {
        expect(op.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
        expect(status, `${method} ${path}`).toBe(401);
        expect(op.responses['401'], `${method} ${path}`).toBeDefined();
      } else {
        expect(status, `${method} ${path}`).not.toBe(401);
      }
    }
  });

  // Run again repeats a stored job, run now a stored watch: what to run is in the path, nothing in the body.
  const BODYLESS_POSTS = new Set(['/api/batch/{id}/run-again', '/api/watches/{id}/run', '/api/analysis/{id}/rescore']);

  it('gives every body a schema and every error the { message } shape', () => {
    for (const { path, method, op } of operations()) {
      if (method === 'post' && BODYLESS_POSTS.has(path)) expect(op.requestBody, `${method} ${path}`).toBeUndefined();
      else if (method === 'post')
        expect(op.requestBody, `${method} ${path}`).toMatchObject({ content: { 'application/json': { schema: { type: 'object' } } } });
      for (const [status, answer] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const schema = (answer as { content: Record<string, { schema: { required?: string[] } }> }).content['application/json']!.schema;
        expect(schema.required, `${method} ${path} ${status}`).toContain('message');
      }
    }
  });

  it('describes the contract exactly: the analyze body has its fields and limits from the zod schema', () => {
    const body = (
      document.paths['/api/analyze']!.post!.requestBody as {
        content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } };
      }
    ).content['application/json'].schema;
    expect(body.required).toEqual(['url']);
    expect(Object.keys(body.properties).sort()).toEqual(
      ['averageRevenuePerUser', 'currentActivationRate', 'forceDemoOnly', 'forceMaturityLevel', 'pricingUrl', 'signupsPerMonth', 'url'].sort(),
    );
    expect(body.properties.currentActivationRate).toMatchObject({ type: 'number', minimum: 0, maximum: 100 });
  });
});
