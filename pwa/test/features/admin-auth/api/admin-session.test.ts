// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { adminSessionQuery, forgetAdminSessions, rememberFreshSession } from '../../../../src/features/admin-auth/api/admin-session.ts';
import { getAdminToken, setAdminToken } from '../../../../src/lib/admin-api.ts';
import { jsonResponse, stubFetchPerTest } from '../../../support/app-router.ts';

const fetchMock = stubFetchPerTest();

describe('adminSessionQuery', () => {
  it('is keyed by the check path and the token, so a new token is checked afresh', () => {
    expect(adminSessionQuery('a').queryKey).toEqual(['/api/admin/check-auth', 'a']);
    expect(adminSessionQuery('b').queryKey).not.toEqual(adminSessionQuery('a').queryKey);
  });

  it('asks GET /api/admin/check-auth with the stored bearer token', async () => {
    setAdminToken('token-1');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { authenticated: true, username: 'admin' }));
    await expect(new QueryClient().fetchQuery(adminSessionQuery('token-1'))).resolves.toEqual({ authenticated: true, username: 'admin' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/admin/check-auth');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
  });

  it('throws on a refusal and forgets the token, without leaving the page', async () => {
    setAdminToken('token-1');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'expired' }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await expect(new QueryClient().fetchQuery(adminSessionQuery('token-1'))).rejects.toThrow('Authentication required. Please log in again.');
    expect(getAdminToken()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('needs no check for a token the server has just issued', async () => {
    const queryClient = new QueryClient();
    rememberFreshSession(queryClient, 'fresh', 'admin');
    await expect(queryClient.ensureQueryData(adminSessionQuery('fresh'))).resolves.toEqual({ authenticated: true, username: 'admin' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets the answers for every token at logout', () => {
    const queryClient = new QueryClient();
    rememberFreshSession(queryClient, 'one', 'admin');
    rememberFreshSession(queryClient, 'two', 'admin');
    forgetAdminSessions(queryClient);
    expect(queryClient.getQueryData(adminSessionQuery('one').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(adminSessionQuery('two').queryKey)).toBeUndefined();
  });
});
