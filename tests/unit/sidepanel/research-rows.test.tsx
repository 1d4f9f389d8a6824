// @vitest-environment jsdom
import { render } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { DocumentLine } from '../../../src/sidepanel/files/document-line';
import { ActivityTimeline } from '../../../src/sidepanel/components/activity-timeline';
import { applyAgentEvent, newTurn, withSearchResults } from '../../../src/sidepanel/conversation/reducer';

vi.mock('webextension-polyfill', () => ({ default: { runtime: { getManifest: () => ({ permissions: [] }) } } }));

function rendered(node: preact.ComponentChild): HTMLElement {
  const host = document.createElement('div');
  render(node, host);
  return host;
}

const SEARCH_VIEW = '[0] Web search for “solar”\n**viewing lines [1 - 3] of 3**\n\nL1: 【0†Solar panels reach record efficiency†127.0.0.1】';

describe('research steps for people', () => {
  it('show a search’s results and an opened page as title and site rows, the model’s text only behind "What the model saw"', () => {
    let t = newTurn('t', 'q', 'm', 0);
    t = applyAgentEvent(t, { type: 'search-started', step: 1, query: 'solar' }, 0);
    t = withSearchResults(t, [{ url: 'https://news.test/solar', title: 'Solar panels reach record efficiency', snippet: '' }]);
    t = applyAgentEvent(t, { type: 'search-finished', step: 1, query: 'solar', resultCount: 1, cursor: 0, view: SEARCH_VIEW, notes: [] }, 1);
    t = applyAgentEvent(t, { type: 'page-opened', step: 2, url: 'https://news.test/solar', title: 'Solar panels', lineCount: 10, cursor: 1, view: '**viewing lines [1 - 10] of 10**' }, 2);
    const host = rendered(<ActivityTimeline steps={t.activity} live={false} />);
    const rows = [...host.querySelectorAll('.step-row')].map((r) => `${r.querySelector('a')!.textContent} | ${r.querySelector('.step-row-site')!.textContent}`);
    expect(rows).toEqual(['Solar panels reach record efficiency | news.test', 'Solar panels | news.test']);
    // Everything visible with the steps open but the disclosures closed has no trace of the model's format.
    for (const d of host.querySelectorAll<HTMLDetailsElement>('details.step-saw')) d.remove();
    expect(host.textContent).not.toMatch(/【|†|viewing lines/);
    const saw = rendered(<ActivityTimeline steps={t.activity} live={false} />).querySelectorAll('details.step-saw');
    expect([...saw].map((d) => d.querySelector('summary')!.textContent)).toEqual(['What the model saw', 'What the model saw']);
    expect(saw[0]!.querySelector('pre')!.textContent).toBe(SEARCH_VIEW);
  });

  it('sum up a Quick answer’s steps as Quick, a quick action’s as Quick action, the agent loop’s as Research', () => {
    let t = newTurn('t', 'q', 'm', 0);
    t = applyAgentEvent(t, { type: 'search-started', step: 1, query: 'solar' }, 0);
    t = applyAgentEvent(t, { type: 'page-opened', step: 2, url: 'https://news.test/solar', title: 'Solar panels', lineCount: 10, cursor: 1, view: '' }, 2);
    const summary = (made?: 'quick' | 'selection') => rendered(<ActivityTimeline steps={t.activity} live={false} made={made} />).querySelector('summary')!.textContent;
    expect(summary('quick')).toBe('Quick · 2 steps');
    expect(summary('selection')).toBe('Quick action · 2 steps');
    expect(summary()).toBe('Research · 2 steps');
  });

  it('render a saved copy’s lines as read: headings without ##, link text without markers, bold, bullets', () => {
    const links = [{ url: 'https://energy.test/report', text: 'the report' }, { url: 'javascript:alert(1)', text: 'x' }];
    const line = (text: string) => rendered(<DocumentLine line={text} links={links} />);
    const h = line('## Record efficiency');
    expect(h.textContent).toBe('Record efficiency');
    expect(h.querySelector('.doc-h2')).not.toBeNull();
    const l = line('See 【0†the report†energy.test】 and 【1†this】, **34.6 percent**.');
    expect(l.textContent).toBe('See the report and this, 34.6 percent.');
    expect(l.querySelector('a')!.getAttribute('href')).toBe('https://energy.test/report');
    // A target that is no web address stays text.
    expect(l.querySelectorAll('a')).toHaveLength(1);
    expect(l.querySelector('strong')!.textContent).toBe('34.6 percent');
    expect(line('  * Cheaper cells').textContent).toBe('• Cheaper cells');
    expect(line('--- Page 8 ---').textContent).toBe('Page 8');
    expect(line('<img src=x onerror=alert(1)>').querySelector('img')).toBeNull();
  });
});
