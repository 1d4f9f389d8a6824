import { describe, expect, it } from 'vitest';
import { resolveCitations } from '../../../src/core/agent/citations';
import { continueResearch, newResearchJob, startResearch } from '../../../src/core/research/research-job';
import { SourceTable } from '../../../src/core/research/source-table';
import { reportToMarkdown } from '../../../src/sidepanel/research/report-export';
import { MemoryResearchStore, TOPICS, agentSettings, worldClient, worldEnv } from '../research/research-world';

describe('the deep research report as Markdown', () => {
  it('turns every citation into a link to its passage and quotes the cited lines', async () => {
    const store = new MemoryResearchStore();
    const job = newResearchJob('e', 'Tell me about water', 'quick');
    startResearch(job, TOPICS.slice(0, 2).map((t) => t.sub));
    const d = { client: worldClient(), model: 'fake', env: worldEnv(), settings: agentSettings, store, stop: new AbortController().signal, signal: new AbortController().signal };
    await continueResearch(job, d);
    // A figure the page does not give: the summary misstates the boiling point.
    job.report = job.report!.replace('Water boils at 100 degrees', 'Water boils at 150 degrees');
    const citations = resolveCitations(job.report, new SourceTable(await store.loadSources('e')).session());
    const md = reportToMarkdown(job, citations, new Date(Date.UTC(2026, 0, 2, 3, 4)));
    expect(md).toContain('# Tell me about water');
    expect(md).not.toMatch(/【\d+†/);
    for (const t of TOPICS.slice(0, 2)) {
      expect(md).toMatch(new RegExp(`\\]\\(${t.url.replace(/[./]/g, '\\$&')}#:~:text=`));
      expect(md).toContain(`> ${t.fact}`);
    }
    // The citation check's verdict goes with it.
    expect(md).toMatch(/\*\*unverified\*\*: .*150/);
  });

  it('notes a report written after Stop', () => {
    const job = { ...newResearchJob('s', 'Q', 'quick'), status: 'done' as const, stopReason: 'user' as const, report: 'Nothing.' };
    expect(reportToMarkdown(job, [], new Date(0))).toContain('The research stopped early');
  });
});
