import type { BrowserEnv } from '../browser/env';
import { concurrencyLimit } from '../async/concurrency-limit';
import { SidelightError, userText } from '../errors';

/** Pages loading at once across all sub-questions: each may be a background tab, and tabs are heavy. */
export const OPEN_LIMIT = 4;

/**
 * The browser every sub-question of one job shares: page opens wait for one of OPEN_LIMIT slots and
 * are counted against the page budget. Searches are not limited: they are light, and independent
 * sub-questions search at the same time. Once the budget is spent, further opens are refused with an
 * error the model reads (and the job's stop signal ends the research soon after).
 */
export function budgetedEnv(env: BrowserEnv, o: { pagesLeft: () => number; onPage: () => void; openLimit?: number }): BrowserEnv {
  const limited = concurrencyLimit(o.openLimit ?? OPEN_LIMIT);
  return {
    search: (request, signal) => env.search(request, signal),
    open: (request, signal) =>
      limited(async () => {
        if (o.pagesLeft() <= 0) {
          throw new SidelightError('config', 'The page budget of this research is spent.', {
            hint: 'Notes are written from the pages already read.',
            userMessage: userText('errResearchPageBudget'),
            userHint: userText('hintResearchPageBudget'),
          });
        }
        const doc = await env.open(request, signal);
        o.onPage();
        return doc;
      }, signal),
  };
}
