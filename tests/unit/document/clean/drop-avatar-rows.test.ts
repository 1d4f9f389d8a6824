import { describe, expect, it } from 'vitest';
import { dropAvatarRows } from '../../../../src/core/document/clean/drop-avatar-rows';
import { articleAfterRule } from '../../../support/rule-text';

const PAGE = 'https://plants.test/growth';
const story = '<p>Plants grow through photosynthesis, converting sunlight into chemical energy in their leaves.</p>';
const face = (name: string, px = 32) => `<a href="https://plants.test/profile/${name}"><div><img src="/a/${name}.jpg" width="${px}" height="${px}" alt="${name}’s avatar"></div></a>`;
const images = (html: string) => articleAfterRule(html, PAGE, dropAvatarRows).querySelectorAll('img').length;

describe('dropAvatarRows', () => {
  it('drops a row of linked icon-sized faces that closes the article', () => {
    expect(images(`${story}<div><div>${face('a')}${face('b')}</div></div>`)).toBe(0);
    expect(images(`${story}<div>${face('a')}${face('b')}${face('c')}</div><div></div>`)).toBe(0);
  });

  it('keeps one small picture, pictures sized larger, faces with names beside them, and faces before the story’s text', () => {
    expect(images(`${story}<div>${face('a')}</div>`)).toBe(1);
    expect(images(`${story}<div>${face('a', 300)}${face('b', 300)}</div>`)).toBe(2);
    expect(images(`${story}<div><a href="/p/a"><img width="32" height="32" alt="">Ana</a><a href="/p/b"><img width="32" height="32" alt="">Ben</a></div>`)).toBe(2);
    expect(images(`<div>${face('a')}${face('b')}</div>${story}`)).toBe(2);
  });
});
