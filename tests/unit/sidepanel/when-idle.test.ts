import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterFirstPaintWhenIdle } from '../../../src/sidepanel/lazy/when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaintWhenIdle', () => {
  it('waits for the next frame, then for an idle period (with a deadline), before running the task', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    const idle: { cb: IdleRequestCallback; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback, opts?: IdleRequestOptions) => idle.push({ cb, timeout: opts?.timeout }));
    const task = vi.fn();
    afterFirstPaintWhenIdle(task, 750);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(idle).toHaveLength(0); // the frame is not presented yet inside its own callback
    vi.runAllTimers();
    expect(idle).toEqual([{ cb: expect.any(Function), timeout: 750 }]);
    expect(task).not.toHaveBeenCalled();
    idle[0]!.cb({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs the task after the frame where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => cb(0));
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterFirstPaintWhenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('afterFirstPaintWhenIdle and the Paint Timing API', () => {
  function stubPaintTiming(entries: { length: number }) {
    const observers: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly cb: () => void) {}
      observe() {
        observers.push(this.cb);
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => Array.from({ length: entries.length }) as PerformanceEntryList);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => cb(0));
    vi.stubGlobal('requestIdleCallback', undefined);
    return observers;
  }

  afterEach(() => vi.restoreAllMocks());

  it('waits for the first paint entry when the frame has run but the paint is not recorded yet', () => {
    vi.useFakeTimers();
    const entries = { length: 0 };
    const observers = stubPaintTiming(entries);
    const task = vi.fn();
    afterFirstPaintWhenIdle(task, 5000);
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    entries.length = 1;
    observers[0]!();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not wait for a paint that never comes beyond the deadline', () => {
    vi.useFakeTimers();
    stubPaintTiming({ length: 0 });
    const task = vi.fn();
    afterFirstPaintWhenIdle(task, 300);
    vi.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledOnce();
  });

  it('goes on at once when the paint is already recorded', () => {
    vi.useFakeTimers();
    const observers = stubPaintTiming({ length: 1 });
    const task = vi.fn();
    afterFirstPaintWhenIdle(task, 5000);
    vi.advanceTimersByTime(1);
    expect(observers).toHaveLength(0);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('afterFirstPaint', () => {
  it('resolves after the frame and the paint entry, without waiting for an idle period', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('requestIdleCallback', () => {
      throw new Error('not idle-bound');
    });
    let state = 'pending';
    void afterFirstPaint(5000).then(() => (state = 'painted'));
    await vi.advanceTimersByTimeAsync(10);
    expect(state).toBe('pending');
    frames[0]!(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toBe('painted');
  });

  it('goes on after the deadline when no frame comes (a hidden page)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let state = 'pending';
    void afterFirstPaint(300).then(() => (state = 'done'));
    await vi.advanceTimersByTimeAsync(299);
    expect(state).toBe('pending');
    await vi.advanceTimersByTimeAsync(2);
    expect(state).toBe('done');
  });
});
