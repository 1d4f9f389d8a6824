import type { ResearchJob } from './research-types';

/**
 * Watches one job's time and page budget. The time runs on the wall clock from Start, so a worker
 * that was stopped and restarted does not get its lost minutes back; pages are counted as they open.
 * When either runs out, `signal` aborts the research (not the report) and `reason` says which.
 */
export class BudgetWatch {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  reason: 'time' | 'pages' | undefined;

  constructor(
    private readonly job: Pick<ResearchJob, 'budget' | 'startedAt' | 'pagesRead'>,
    now: number = Date.now(),
  ) {
    const deadline = (job.startedAt ?? now) + job.budget.minutes * 60_000;
    if (deadline <= now) this.exhaust('time');
    else this.timer = setTimeout(() => this.exhaust('time'), deadline - now);
    if (job.pagesRead >= job.budget.pages) this.exhaust('pages');
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Pages left before the budget is spent. */
  get pagesLeft(): number {
    return Math.max(0, this.job.budget.pages - this.job.pagesRead);
  }

  /** Called for each page opened; the one that reaches the budget is the last. */
  pageRead(): void {
    if (this.job.pagesRead >= this.job.budget.pages) this.exhaust('pages');
  }

  private exhaust(reason: 'time' | 'pages'): void {
    if (this.reason) return;
    this.reason = reason;
    this.controller.abort();
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
