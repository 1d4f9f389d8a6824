// @vitest-environment jsdom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { NumberedSource } from '../../../src/sidepanel/citations/source-numbers';
import { SourcesList, type SavedCopies } from '../../../src/sidepanel/components/sources-list';

// Favicons and opening a page go through the extension API: a manifest without the favicon permission, no tab opened here.
vi.mock('webextension-polyfill', () => ({ default: { runtime: { getManifest: () => ({ permissions: [] }) } } }));

const source = (number: number, url: string, title: string, opened: boolean, used = false): NumberedSource => ({ number, url, title, site: 'news.test', used, opened });
const sources = [
  source(1, 'https://news.test/solar', 'Solar record', true, true),
  source(2, 'https://news.test/wind', 'Wind farms', true),
  source(3, 'https://news.test/tides', 'Tides', false),
];

function copyButtons(host: HTMLElement): string[] {
  return [...host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? '');
}

describe("the Sources list's saved copies", () => {
  it('offers the saved copy of each page that has one, named for the page, and of no other', () => {
    const host = document.createElement('div');
    const copies: SavedCopies = { cursors: new Map([['https://news.test/solar', 4]]), show: vi.fn(async () => true) };
    render(<SourcesList sources={sources} copies={copies} />, host);
    expect(copyButtons(host)).toEqual(['Saved copy of Solar record, as Sidelight read it']);
    expect(host.querySelector('button')!.textContent).toBe('Saved copy');
  });

  it('has no control at all when nothing was kept (an old conversation, storage full)', () => {
    const host = document.createElement('div');
    render(<SourcesList sources={sources} />, host);
    expect(copyButtons(host)).toEqual([]);
  });

  it('shows the copy of that page at its cursor on click', async () => {
    const host = document.createElement('div');
    const show = vi.fn(async () => true);
    render(<SourcesList sources={sources} copies={{ cursors: new Map([['https://news.test/wind', 3]]), show }} />, host);
    await act(async () => host.querySelector('button')!.click());
    expect(show).toHaveBeenCalledWith('https://news.test/wind', 3);
    expect(copyButtons(host)).toHaveLength(1);
  });

  it('says the copy is gone in place of the button when storage lost it since, rather than leave a dead button', async () => {
    const host = document.createElement('div');
    render(<SourcesList sources={sources} copies={{ cursors: new Map([['https://news.test/solar', 1]]), show: async () => false }} />, host);
    await act(async () => host.querySelector('button')!.click());
    expect(copyButtons(host)).toEqual([]);
    expect(host.querySelector('.source-copy-gone')?.textContent).toBe('Saved copy not found');
  });
});
