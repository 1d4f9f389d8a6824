import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { elementsNamed, elementsWhere, firstWhere, isHrefLink, tagNames } from '../../../../src/core/document/dom/element-walk';

describe('elementsWhere', () => {
  it('gives what querySelectorAll gives for the same check: descendants in document order, none inside a template', () => {
    const dom = parseHtml('<div id="root" class="x"><p class="x" id="a"><b class="x" id="b"></b></p><template class="x" id="t"><i class="x" id="in"></i></template><p class="x" id="c"></p></div>');
    const root = dom.querySelector('#root')!;
    const ids = elementsWhere(root, (el) => el.getAttribute('class') === 'x').map((el) => el.id);
    expect(ids).toEqual(['a', 'b', 't', 'c']);
    expect(ids).toEqual(Array.from(root.querySelectorAll('.x'), (el) => el.id));
  });

  it('gives what querySelectorAll gives for a selector of tag names, also for elements a script named in capitals', () => {
    const dom = parseHtml('<div id="root"><h2 id="h"><p id="a">x</p></h2><span><b id="b"></b></span><template><p id="in"></p></template><li id="c"></li></div>');
    const root = dom.querySelector('#root')!;
    const made = dom.createElement('DIV');
    made.id = 'made';
    root.appendChild(made);
    const selector = 'p, b, li, h2, div';
    const ids = elementsNamed(root, tagNames(selector)).map((el) => el.id);
    expect(ids).toEqual(['h', 'a', 'b', 'c', 'made']);
    expect(ids).toEqual(Array.from(root.querySelectorAll(selector), (el) => el.id));
  });
});

describe('firstWhere', () => {
  it('gives what querySelector gives for the same check: the first descendant in document order, none inside a template, not the root', () => {
    const dom = parseHtml('<div id="root" class="x"><template><a id="in" href="#"></a></template><p id="p"><a id="bare">x</a><b><a id="first" href="/a">y</a></b></p><a id="second" href="/b"></a></div>');
    const root = dom.querySelector('#root')!;
    expect(firstWhere(root, isHrefLink)?.id).toBe('first');
    expect(firstWhere(root, isHrefLink)).toBe(root.querySelector('a[href]'));
    expect(firstWhere(root, (el) => el.getAttribute('class') === 'x')).toBeNull();
    expect(firstWhere(root.querySelector('#bare')!, isHrefLink)).toBeNull();
  });

  it('tells a link to somewhere as `a[href]` does, also one a script named in capitals', () => {
    const dom = parseHtml('<p><a id="a" href="">x</a><a id="b">y</a><span href="/s">z</span></p>');
    const p = dom.querySelector('p')!;
    const made = dom.createElement('A');
    made.setAttribute('href', '/made');
    made.id = 'made';
    p.appendChild(made);
    const ids = elementsWhere(p, isHrefLink).map((el) => el.id);
    expect(ids).toEqual(['a', 'made']);
    expect(ids).toEqual(Array.from(p.querySelectorAll('a[href]'), (el) => el.id));
  });
});
