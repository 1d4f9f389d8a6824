import { signal } from '@preact/signals';
import type { ComponentType, JSX } from 'preact';
import { t } from '../../shared/i18n';
import { cachedUntilFailure } from '../../core/async/cached-until-failure';

type LoadState<P> =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; component: ComponentType<P> }
  | { kind: 'failed'; detail: string };

/** A view whose code is a chunk of its own: render it like the view; `preload()` fetches the chunk early. */
export interface LazyComponent<P> {
  (props: P): JSX.Element | null;
  preload(): Promise<void>;
}

/**
 * Wraps a view that the first paint does not need, so its code stays out of the panel's initial
 * chunk. The panel preloads every such view once it is idle after the first paint
 * (`preloadPanelChunks`), so a click finds the view ready; if one is rendered before that, it renders
 * nothing for the moment the chunk takes to load from the extension's own files, then the view.
 * A chunk that cannot load (the extension was updated under an open panel) says so and offers a retry.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const state = signal<LoadState<P>>({ kind: 'idle' });
  const loadOnce = cachedUntilFailure(() => {
    state.value = { kind: 'loading' };
    return load().then(
      (component) => {
        state.value = { kind: 'ready', component };
      },
      (err: unknown) => {
        state.value = { kind: 'failed', detail: err instanceof Error ? err.message : String(err) };
        throw err;
      },
    );
  });
  // The failure is shown where the view renders (with Retry), so preloading never rejects.
  const preload = (): Promise<void> => loadOnce().catch(() => {});
  function Lazy(props: P): JSX.Element | null {
    const s = state.value;
    if (s.kind === 'ready') {
      const View = s.component;
      return <View {...props} />;
    }
    if (s.kind === 'failed') {
      return (
        <p class="banner banner--error" role="alert">
          {t('panelPartNotLoaded', s.detail)}{' '}
          <button type="button" class="secondary small" onClick={() => void preload()}>
            {t('panelRetry')}
          </button>
        </p>
      );
    }
    if (s.kind === 'idle') queueMicrotask(() => void preload());
    return null;
  }
  Lazy.preload = preload;
  return Lazy;
}
