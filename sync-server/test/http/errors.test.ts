import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '../../src/http/errors.ts';

let server: Server;
let base: string;
const emitted: Error[] = [];

beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  app.on('error', (error: Error) => emitted.push(error));
  app.use(errorHandler());
  app.use((ctx) => {
    if (ctx.path === '/api/boom') throw new Error('database password is hunter2');
    if (ctx.path === '/api/zod') z.object({ vanityPath: z.string().min(3, 'Vanity path must be at least 3 characters long') }).parse({ vanityPath: 'ab' });
    if (ctx.path === '/api/zod-default') z.object({ count: z.number() }).parse({ count: 'x' });
    if (ctx.path === '/api/conflict') ctx.throw(409, 'That vanity path is already taken');
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('error middleware', () => {
  it('turns an unexpected error into a 500 message without the details, and emits it once', async () => {
    const response = await fetch(`${base}/api/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.' });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('at ');
    expect(emitted.map((error) => error.message)).toEqual(['database password is hunter2']);
  });

  it('turns a zod failure into a 400 with our message and the issues', async () => {
    const response = await fetch(`${base}/api/zod`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Vanity path must be at least 3 characters long',
      issues: [{ path: 'vanityPath', message: 'Vanity path must be at least 3 characters long' }],
    });
  });

  it("names the field when the message is zod's own", async () => {
    const body = (await (await fetch(`${base}/api/zod-default`)).json()) as { message: string };
    expect(body.message).toMatch(/^count: Invalid input/);
  });

  it('passes deliberate 4xx messages through', async () => {
    const response = await fetch(`${base}/api/conflict`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'That vanity path is already taken' });
  });
});
