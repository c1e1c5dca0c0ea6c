import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { createAppRouter } from '../../src/router.ts';

/** The app's router and query client at `href`, as the browser builds them, without rendering. */
export function appRouterAt(href: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [href] }), origin: 'http://localhost' });
  return { queryClient, router };
}

/** What a fetch call asked for, whichever form its first argument took. */
export function requestPath(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The paths a stubbed fetch was asked for, in order. */
export function requestedPaths(fetchMock: Mock<typeof fetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => requestPath(input));
}

/** A JSON answer for a stubbed fetch. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A stubbed fetch for every test of the file, with local storage cleared before each test. */
export function stubFetchPerTest(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
