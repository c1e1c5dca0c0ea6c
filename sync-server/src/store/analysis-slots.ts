import type { AnalysisSlotRepository } from './repositories.ts';

/** The embedded store's analysis slots: in memory, since one process runs every analysis it counts. */
export class MemoryAnalysisSlots implements AnalysisSlotRepository {
  readonly #byClient = new Map<string, Set<string>>();
  readonly #clientOf = new Map<string, string>();

  async take(client: string, analysisId: string, limit: number): Promise<boolean> {
    const unfinished = this.#byClient.get(client) ?? new Set<string>();
    if (unfinished.size >= limit) return false;
    unfinished.add(analysisId);
    this.#byClient.set(client, unfinished);
    this.#clientOf.set(analysisId, client);
    return true;
  }

  async release(analysisId: string): Promise<void> {
    const client = this.#clientOf.get(analysisId);
    if (client === undefined) return;
    this.#clientOf.delete(analysisId);
    const unfinished = this.#byClient.get(client);
    unfinished?.delete(analysisId);
    if (unfinished?.size === 0) this.#byClient.delete(client);
  }
}
