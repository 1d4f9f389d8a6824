import type { ResearchStore } from '../../core/research/research-job';
import { isFinished, type ResearchJob } from '../../core/research/research-types';
import type { ResearchSource } from '../../core/research/source-table';
import type { SidelightDatabase } from './open';
import { isQuotaError, storageError } from './quota';

/**
 * Deep research jobs in IndexedDB (version 4): the job record, rewritten after every step, and the
 * documents its notes cite, written once each. The worker writes; the side panel reads the same
 * records to show a report and its citations after the worker or the panel restarted.
 */
export class IdbResearchStore implements ResearchStore {
  constructor(private readonly db: () => Promise<SidelightDatabase>) {}

  async saveJob(job: ResearchJob): Promise<void> {
    await (await this.db()).put('researchJobs', structuredClone(job)).catch((err: unknown) => Promise.reject(isQuotaError(err) ? storageError(err, 'conversation') : err));
  }

  async saveSources(jobId: string, sources: readonly ResearchSource[]): Promise<void> {
    const tx = (await this.db()).transaction('researchSources', 'readwrite');
    await Promise.all([...sources.map((s) => tx.store.put({ jobId, ...s.ref, document: s.document })), tx.done]).catch((err: unknown) =>
      Promise.reject(isQuotaError(err) ? storageError(err, 'cited-page') : err),
    );
  }

  async loadSources(jobId: string): Promise<ResearchSource[]> {
    const rows = await (await this.db()).getAllFromIndex('researchSources', 'jobId', jobId);
    return rows.map(({ id, url, title, lineCount, document }) => ({ ref: { id, url, title, lineCount }, document }));
  }

  async job(id: string): Promise<ResearchJob | undefined> {
    return (await this.db()).get('researchJobs', id);
  }

  /** The newest job, finished or not: what the panel shows when it opens. */
  async latest(): Promise<ResearchJob | undefined> {
    const cursor = await (await this.db()).transaction('researchJobs').store.index('createdAt').openCursor(null, 'prev');
    return cursor?.value;
  }

  /** Jobs a worker was running when it went away: the ones to go on with. */
  async unfinished(): Promise<ResearchJob[]> {
    const all = await (await this.db()).getAll('researchJobs');
    return all.filter((j) => !isFinished(j) && j.status !== 'plan-ready');
  }

  /**
   * Keeps the newest `keep` finished jobs and deletes the rest with their documents: research stores
   * whole pages, and nothing else would ever remove them. Jobs still running are never touched.
   */
  async prune(keep: number): Promise<number> {
    const all = await (await this.db()).getAllFromIndex('researchJobs', 'createdAt');
    const old = all.filter(isFinished).reverse().slice(keep);
    for (const job of old) await this.delete(job.id);
    return old.length;
  }

  async delete(id: string): Promise<void> {
    const db = await this.db();
    const tx = db.transaction(['researchJobs', 'researchSources'], 'readwrite');
    const keys = await tx.objectStore('researchSources').index('jobId').getAllKeys(id);
    await Promise.all([tx.objectStore('researchJobs').delete(id), ...keys.map((k) => tx.objectStore('researchSources').delete(k)), tx.done]);
  }
}
