import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { elementsWhere } from '../../../src/core/document/element-walk';

describe('elementsWhere', () => {
  it('gives what querySelectorAll gives for the same check: descendants in document order, none inside a template', () => {
    const dom = parseHtml('<div id="root" class="x"><p class="x" id="a"><b class="x" id="b"></b></p><template class="x" id="t"><i class="x" id="in"></i></template><p class="x" id="c"></p></div>');
    const root = dom.querySelector('#root')!;
    const ids = elementsWhere(root, (el) => el.getAttribute('class') === 'x').map((el) => el.id);
    expect(ids).toEqual(['a', 'b', 't', 'c']);
    expect(ids).toEqual(Array.from(root.querySelectorAll('.x'), (el) => el.id));
  });
});
