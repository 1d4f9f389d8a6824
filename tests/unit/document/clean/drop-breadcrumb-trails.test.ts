import { describe, expect, it } from 'vitest';
import { dropBreadcrumbTrails } from '../../../../src/core/document/clean/drop-breadcrumb-trails';
import { textAfterRule } from '../../../support/rule-text';

const page = 'https://www.intmath.com/cg5/katex-mathjax-comparison.php';
const story = '<h3>Repeating fractions</h3><p>And here is some in-line math, with the steps that lead to it.</p>';
const after = (html: string) => textAfterRule(html, page, (article) => dropBreadcrumbTrails(article, page));

describe('dropBreadcrumbTrails', () => {
  it('drops a trail of links from the site’s home, apart by separators, at the article’s top', () => {
    expect(after(`<p class="crumbs"><a href="/">Home</a> | <a href="/help/math-display-experiments.php">Math Display Experiments</a> | MathJax and KaTeX Comparison</p>${story}`)).toMatch(/^Repeating fractions/);
    expect(after(`<div><span><a href="https://www.intmath.com/">Home</a></span><span> › </span><span><a href="/blog/">Blog</a></span></div>${story}`)).toMatch(/^Repeating fractions/);
  });

  it('drops a trail set as a list, its separators drawn by the stylesheet', () => {
    expect(after(`<div><ul class="flex gap-2"><li><a href="/">Home</a></li><li><a href="/archive">Posts</a></li><li>I took a job</li></ul></div>${story}`)).toMatch(/^Repeating fractions/);
    expect(after(`<ul><li><a href="/a">Guides</a></li><li><a href="/b">Math</a></li></ul>${story}`)).toMatch(/^GuidesMath/);
  });

  it('keeps links that are words of a sentence, a trail that does not start at home, and one further down', () => {
    const sentence = '<p><a href="/">Home</a> and <a href="/blog/">the blog</a> moved.</p>';
    expect(after(`${sentence}${story}`)).toMatch(/^Home and the blog moved\./);
    expect(after(`<p><a href="/a">Guides</a> | <a href="/a/b">Math</a></p>${story}`)).toMatch(/^Guides \| Math/);
    expect(after(`${story}<p>More of the story, told at length.</p><p><a href="/">Home</a> | <a href="/blog/">Blog</a></p>`)).toContain('Home | Blog');
  });
});
