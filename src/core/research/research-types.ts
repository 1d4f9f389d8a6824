import type { SerializedError } from '../errors';

/** The two budgets the toggle's menu offers: a quick look and a thorough one. */
export type ResearchBudgetName = 'quick' | 'thorough';

export interface ResearchBudget {
  /** Wall-clock time from Start to the report being asked for. */
  minutes: number;
  /** Pages opened (search result pages not counted) across all sub-questions. */
  pages: number;
}

export const RESEARCH_BUDGETS: Record<ResearchBudgetName, ResearchBudget> = {
  quick: { minutes: 5, pages: 20 },
  thorough: { minutes: 15, pages: 60 },
};

/**
 * Where a job is. `planning` → `plan-ready` (the user reads and edits the plan) → `researching` →
 * `writing` → `done`. Stop during research goes to `writing` with what was found; Cancel before
 * Start ends in `cancelled`; a failure that leaves nothing to write from ends in `failed`.
 */
export type ResearchStatus = 'planning' | 'plan-ready' | 'researching' | 'writing' | 'done' | 'cancelled' | 'failed';

export type SubQuestionStatus = 'pending' | 'running' | 'done' | 'stopped' | 'failed';

export interface SubQuestionRecord {
  question: string;
  status: SubQuestionStatus;
  /** Notes in report numbering: every citation `【source†La-Lb】` names a row of the job's source table. */
  notes: string;
  pagesRead: number;
  error?: SerializedError;
}

/** One row of the report's source table: a document some note cites (its text is stored apart). */
export interface ResearchSourceRef {
  id: number;
  url: string;
  title: string;
  lineCount: number;
}

/** A deep research job as stored after every step, so a new worker can go on from the last one. */
export interface ResearchJob {
  id: string;
  question: string;
  budgetName: ResearchBudgetName;
  budget: ResearchBudget;
  createdAt: number;
  status: ResearchStatus;
  plan: string[];
  /** Set by Start. */
  startedAt?: number;
  finishedAt?: number;
  /** Stop was pressed or a budget ran out: no new work, the report is written from what is there. */
  stopReason?: 'user' | 'time' | 'pages';
  subs: SubQuestionRecord[];
  sources: ResearchSourceRef[];
  pagesRead: number;
  report?: string;
  /** The report as far as the model has written it, while it writes (sent to the panel, never stored). */
  draft?: string;
  /** Stop was pressed while the report was being written: `report` is what was written until then. */
  writingStopped?: boolean;
  /** The model that wrote the report (History shows it like an answer's). */
  model?: string;
  error?: SerializedError;
  /** The History conversation the panel keeps the report as; set once, so a report deleted there stays deleted. */
  historyId?: string;
  /** The user closed the report: a panel opened later starts without it. */
  dismissedAt?: number;
}

export const isFinished = (job: Pick<ResearchJob, 'status'>): boolean => job.status === 'done' || job.status === 'cancelled' || job.status === 'failed';
