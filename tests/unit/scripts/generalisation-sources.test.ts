import { describe, expect, it } from 'vitest';
import { unwrapCleanEval } from '../../../scripts/generalisation-sources/chinese-web';
import { fundusBodyText } from '../../../scripts/generalisation-sources/fundus';
import { newspaperBaseDomain } from '../../../scripts/generalisation-sources/newspaper';
import { pageKey } from '../../../scripts/generalisation-sources/page-key';
import { spread } from '../../../scripts/annotate-segments';
import { PER_TYPE, wcxb } from '../../../scripts/generalisation-sources/wcxb';
import type { Git } from '../../../scripts/generalisation-sources/source';

describe('the generalisation corpus sources', () => {
  it('write a Fundus body as its summary, then each section’s headline and paragraphs', () => {
    const body = { summary: ['Summary line.'], sections: [{ headline: [], paragraphs: ['First paragraph.'] }, { headline: ['A heading'], paragraphs: ['Second paragraph.', 'Third.'] }] };
    expect(fundusBodyText(body)).toBe('Summary line.\nFirst paragraph.\nA heading\nSecond paragraph.\nThird.');
    expect(fundusBodyText(undefined)).toBe('');
  });

  it('name newspaper’s files by its base domain, three labels for co.uk and com.au as its tests do', () => {
    expect(newspaperBaseDomain('http://bandb.about.com/od/illinois/x.htm?utm_source=google')).toBe('about.com');
    expect(newspaperBaseDomain('http://www.telegraph.co.uk/news/1.html')).toBe('telegraph.co.uk');
    expect(newspaperBaseDomain('https://www.smh.com.au/a')).toBe('smh.com.au');
  });

  it('take the page out of CleanEval’s <text> wrapper, whatever follows', () => {
    const wrapped = '<text id="http://a.example.cn/1.shtml" title="t" encoding="gb2312">\n<html><body><p>正文</p></body></html>\n</text>\n';
    expect(unwrapCleanEval(wrapped)).toBe('\n<html><body><p>正文</p></body></html>\n');
  });

  it('tell copies of a page by its URL whatever the scheme, www., query, fragment or final slash', () => {
    expect(pageKey('http://www.CNN.com/2012/story/?ref=x#top')).toBe(pageKey('https://cnn.com/2012/story'));
    expect(pageKey('https://cnn.com/2012/story')).not.toBe(pageKey('https://cnn.com/2012/other'));
  });

  it('take WCXB’s pages spread over each page type, PER_TYPE of each', () => {
    const ids = Array.from({ length: 200 }, (_, i) => String(i + 1).padStart(4, '0'));
    const files = Object.fromEntries(ids.map((id, i) => [id, { split: 'dev', page_type: i < 150 ? 'article' : 'forum' }]));
    const git: Git = {
      commit: 'c',
      list: (dir) => (dir === 'dev/html' ? ids.map((id) => `dev/html/${id}.html.gz`) : []),
      show: (path) => Buffer.from(path === 'metadata.json' ? JSON.stringify({ files }) : JSON.stringify({ url: `https://s.example/${path}`, ground_truth: { main_content: 'Text.' } })),
    };
    const pages = wcxb.pages(git);
    expect(pages).toHaveLength(PER_TYPE + 50);
    expect(pages.slice(0, PER_TYPE).map((p) => p.path)).toEqual(spread(ids.slice(0, 150), PER_TYPE).map((id) => `dev/html/${id}.html.gz`));
    expect(pages[0]).toMatchObject({ url: 'https://s.example/dev/ground-truth/0001.json', gold: 'Text.' });
  });
});
