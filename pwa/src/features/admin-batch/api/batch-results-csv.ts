import { AdminAuthError, clearAdminToken, getAdminToken } from '../../../lib/admin-api.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../save-file.ts';
import { batchDetailPath } from './batch-detail.ts';

/** The file name the server proposes in Content-Disposition, if it is a plain one. */
function proposedFileName(response: Response, fallback: string): string {
  const match = /filename="([\w.-]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * GET /api/batch/{id}/results.csv needs the bearer token, so a plain link cannot
 * fetch it: the file is fetched here and handed to the browser's download.
 */
export async function downloadBatchResultsCsv(batchId: string): Promise<void> {
  const token = getAdminToken();
  if (!token) throw new AdminAuthError();
  let response: Response;
  try {
    response = await apiRequest(`${batchDetailPath(batchId)}/results.csv`, { headers: { Authorization: `Bearer ${token}` } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearAdminToken();
      throw new AdminAuthError(error.status);
    }
    throw error;
  }
  saveFile(await response.blob(), proposedFileName(response, `batch-${batchId.slice(0, 8)}-results.csv`));
}
