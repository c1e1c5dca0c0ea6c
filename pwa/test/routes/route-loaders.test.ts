// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisStatusQuery } from '../../src/features/analysis-progress/use-analysis-status.ts';
import { analysisChangesQuery } from '../../src/features/results/changes/analysis-changes.ts';
import { reportQuery } from '../../src/features/results/report-query.ts';
import { setAdminToken } from '../../src/lib/admin-api.ts';
import { connection } from '../../src/lib/online-status.ts';
import { appRouterAt, jsonResponse, requestedPaths, requestPath, stubFetchPerTest } from '../support/app-router.ts';

const fetchMock = stubFetchPerTest();
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const RESULT = { url: 'https://acme.com', maturity: {}, friction: {}, revenue: {}, strategies: [] };

afterEach(() => {
  connection.reportAnswer(); // a test that went unreachable leaves the next one online
});

/** A server that answers every path in `answers` and 404s the rest. */
function serve(answers: Record<string, { status?: number; body: unknown }>) {
  fetchMock.mockImplementation(async (input) => {
    const answer = answers[requestPath(input)];
    return answer ? jsonResponse(answer.status ?? 200, answer.body) : jsonResponse(404, { message: 'Not found' });
  });
}

describe('route loaders: intent preloading fetches the screen data', () => {
  it('a hovered report link reads the report and its changes into the queries the results page uses', async () => {
    const changes = { previous: null, signals: [] };
    serve({ [`/api/analysis/${ID}/results`]: { body: { ...RESULT, analysisId: ID } }, [`/api/analysis/${ID}/changes`]: { body: changes } });
    const { router, queryClient } = appRouterAt('/');
    await router.preloadRoute({ to: '/results/$analysisId', params: { analysisId: ID } });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(reportQuery(ID).queryKey)).toMatchObject({ kind: 'report', offline: false, result: { url: 'https://acme.com' } }),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(analysisChangesQuery(ID).queryKey)).toEqual(changes));
    expect(requestedPaths(fetchMock).sort()).toEqual([`/api/analysis/${ID}/changes`, `/api/analysis/${ID}/results`]);
  });

  it('a report link of a running analysis asks for no changes', async () => {
    serve({ [`/api/analysis/${ID}/results`]: { status: 409, body: { message: 'The analysis is still running', status: 'running' } } });
    const { router, queryClient } = appRouterAt('/');
    await router.preloadRoute({ to: '/results/$analysisId', params: { analysisId: ID } });
    await vi.waitFor(() => expect(queryClient.getQueryData(reportQuery(ID).queryKey)).toEqual({ kind: 'in-progress', analysisId: ID }));
    await new Promise((resolve) => setTimeout(resolve, 0)); // what the loader does next with the answer
    expect(requestedPaths(fetchMock)).toEqual([`/api/analysis/${ID}/results`]);
  });

  it('a shared report link reads the share', async () => {
    serve({ '/api/results/acme-share': { body: { ...RESULT, companyName: 'Acme' } } });
    const { router } = appRouterAt('/');
    await router.preloadRoute({ to: '/results/$analysisId', params: { analysisId: 'acme-share' } });
    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toEqual(['/api/results/acme-share']));
  });

  it('a progress link asks for the status the progress screen polls', async () => {
    serve({ [`/api/analysis/${ID}/status`]: { body: { status: 'running', progress: 40, steps: [] } } });
    const { router, queryClient } = appRouterAt('/');
    await router.preloadRoute({ to: '/analyzing/$analysisId', params: { analysisId: ID } });
    await vi.waitFor(() => expect(queryClient.getQueryData(analysisStatusQuery(ID).queryKey)).toMatchObject({ status: 'running' }));
  });

  it('a comparison reads each report it names, and nothing for a link that names too few', async () => {
    serve({ [`/api/analysis/${ID}/results`]: { body: RESULT }, [`/api/analysis/${OTHER_ID}/results`]: { body: RESULT } });
    const { router } = appRouterAt('/');
    await router.preloadRoute({ to: '/compare', search: { ids: ID } });
    await router.preloadRoute({ to: '/compare', search: { ids: `${ID},${OTHER_ID}` } });
    await vi.waitFor(() => expect(requestedPaths(fetchMock).sort()).toEqual([`/api/analysis/${ID}/results`, `/api/analysis/${OTHER_ID}/results`].sort()));
  });

  it('the vanity administration reads its list once the session is checked', async () => {
    setAdminToken('good-token');
    serve({ '/api/admin/check-auth': { body: { authenticated: true, username: 'admin' } }, '/api/vanity': { body: [] } });
    const { router } = appRouterAt('/admin');
    await router.load();
    await router.preloadRoute({ to: '/admin/vanity' });
    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toEqual(['/api/admin/check-auth', '/api/vanity']));
  });

  it('the batch screen checks a stored token, and asks nothing without one', async () => {
    const { router } = appRouterAt('/');
    await router.preloadRoute({ to: '/admin/batch' });
    expect(fetchMock).not.toHaveBeenCalled();

    setAdminToken('good-token');
    serve({ '/api/admin/check-auth': { body: { authenticated: true, username: 'admin' } } });
    const again = appRouterAt('/');
    await again.router.preloadRoute({ to: '/admin/batch' });
    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toEqual(['/api/admin/check-auth']));
  });

  it('a hovered vanity link is not resolved: every resolve counts as a view', async () => {
    const { router } = appRouterAt('/');
    await router.preloadRoute({ to: '/v/$path', params: { path: 'acme' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('route loaders never hold or fail a page', () => {
  it('the landing page (the pre-render) asks the server nothing', async () => {
    const { router } = appRouterAt('/');
    await router.load();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the results page opens while its report is still on the way, and when the server fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve({});
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = appRouterAt(`/results/${ID}`);
    await router.load();
    expect(router.state.status).toBe('idle');
    expect(router.state.matches.at(-1)).toMatchObject({ routeId: '/results/$analysisId', status: 'success' });
    answer(jsonResponse(500, { message: 'boom' }));

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = appRouterAt(`/results/${OTHER_ID}`);
    await offline.router.load();
    expect(offline.router.state.matches.at(-1)).toMatchObject({ routeId: '/results/$analysisId', status: 'success' });
  });
});
