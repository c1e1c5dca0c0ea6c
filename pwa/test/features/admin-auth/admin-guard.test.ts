// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminToken, setAdminToken } from '../../../src/lib/admin-api.ts';
import { toast } from '../../../src/lib/notify.ts';
import { connection } from '../../../src/lib/online-status.ts';
import { appRouterAt, jsonResponse, requestedPaths, requestPath } from '../../support/app-router.ts';

vi.mock('../../../src/lib/notify.ts', () => ({ toast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const SESSION_OK = { authenticated: true, username: 'admin' };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast).mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  connection.reportAnswer(); // a test that went unreachable leaves the next one online
});

async function open(href: string) {
  const app = appRouterAt(href);
  await app.router.load();
  return app;
}

describe('the _admin layout guard', () => {
  for (const page of ['/admin', '/admin/vanity']) {
    it(`without a token sends ${page} to login with the page as redirect, asking the server nothing`, async () => {
      const { router } = await open(page);
      expect(router.state.location.pathname).toBe('/admin/login');
      expect(router.state.location.search).toEqual({ redirect: page });
      expect(fetchMock).not.toHaveBeenCalled();
    });
  }

  it('keeps the query string of the page in redirect', async () => {
    const { router } = await open('/admin/vanity?sort=views');
    expect(router.state.location.search).toEqual({ redirect: '/admin/vanity?sort=views' });
  });

  it('lets an admin whose token the server accepts through, with the bearer token sent once', async () => {
    setAdminToken('good-token');
    fetchMock.mockImplementation(async () => jsonResponse(200, SESSION_OK));
    const { router } = await open('/admin');
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.matches.map((match) => match.routeId)).toContain('/_admin/admin/');

    await router.navigate({ to: '/admin/vanity' });
    expect(router.state.location.pathname).toBe('/admin/vanity');
    const checks = fetchMock.mock.calls.filter(([input]) => requestPath(input) === '/api/admin/check-auth');
    expect(checks).toHaveLength(1);
    expect(checks[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer good-token' });
  });

  it('forgets a refused token, says the session expired and goes to login', async () => {
    setAdminToken('expired-token');
    fetchMock.mockImplementation(async () => jsonResponse(401, { message: 'Invalid or expired token' }));
    const { router } = await open('/admin/vanity');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toEqual({ redirect: '/admin/vanity' });
    expect(getAdminToken()).toBeNull();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Authentication Error', message: 'Your session has expired. Please log in again.', destructive: true }),
    );
  });

  it('announces nothing when only a hovered link was preloaded', async () => {
    setAdminToken('expired-token');
    fetchMock.mockImplementation(async () => jsonResponse(401, { message: 'Invalid or expired token' }));
    const { router } = await open('/admin/login');
    await router.preloadRoute({ to: '/admin/vanity' });
    expect(requestedPaths(fetchMock)).toContain('/api/admin/check-auth');
    expect(toast).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('opens the page and keeps the token when the server gives no answer (the layout offers to ask again)', async () => {
    setAdminToken('good-token');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { router } = await open('/admin/vanity');
    expect(router.state.location.pathname).toBe('/admin/vanity');
    expect(getAdminToken()).toBe('good-token');
    expect(toast).not.toHaveBeenCalled();
  });

  it('opens the page offline without asking, and keeps the token', async () => {
    setAdminToken('good-token');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { router } = await open('/admin');
    expect(router.state.location.pathname).toBe('/admin');
    expect(requestedPaths(fetchMock)).not.toContain('/api/admin/check-auth');
    expect(getAdminToken()).toBe('good-token');
  });

  it('leaves /admin/login and /admin/batch (its own login form) outside the guard', async () => {
    for (const page of ['/admin/login', '/admin/batch']) {
      const { router } = await open(page);
      expect(router.state.location.pathname).toBe(page);
    }
    expect(requestedPaths(fetchMock)).not.toContain('/api/admin/check-auth');
  });
});
