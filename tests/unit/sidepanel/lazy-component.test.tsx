// @vitest-environment jsdom
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from '../../../src/sidepanel/lazy/lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A load the test settles by hand, counting how often the chunk was asked for. */
function deferredLoad() {
  const calls: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<typeof Greeting>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

let host: HTMLElement;
afterEach(() => {
  render(null, host);
  host.remove();
});

function mount(node: preact.ComponentChild): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  render(node, host);
  return host;
}

describe('lazyComponent', () => {
  it('renders nothing while its chunk loads, then the view with its props', async () => {
    const { load, calls } = deferredLoad();
    const Lazy = lazyComponent(load);
    const el = mount(<Lazy name="Ada" />);
    expect(el.textContent).toBe('');
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(Greeting);
    await settle();
    expect(el.textContent).toBe('Hello, Ada');
  });

  it('a preloaded view renders at once, and the chunk is asked for only once', async () => {
    const { load, calls } = deferredLoad();
    const Lazy = lazyComponent(load);
    const first = Lazy.preload();
    const second = Lazy.preload();
    calls[0]!.resolve(Greeting);
    await Promise.all([first, second]);
    const el = mount(<Lazy name="Grace" />);
    expect(el.textContent).toBe('Hello, Grace');
    expect(calls).toHaveLength(1);
  });

  it('says a chunk failed to load, with the reason, and Retry loads it again', async () => {
    const { load, calls } = deferredLoad();
    const Lazy = lazyComponent(load);
    void Lazy.preload();
    calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module: history-view.js'));
    await settle();
    const el = mount(<Lazy name="Lin" />);
    const alert = el.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('could not be loaded (Failed to fetch dynamically imported module: history-view.js)');
    const retry = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
    expect(retry).toBeDefined();
    retry!.click();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(Greeting);
    await settle();
    expect(el.textContent).toBe('Hello, Lin');
    expect(el.querySelector('[role="alert"]')).toBeNull();
  });
});
