import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaintWhenIdle } from '../../../src/sidepanel/lazy/when-idle';

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
