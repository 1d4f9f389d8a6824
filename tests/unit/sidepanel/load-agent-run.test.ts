import { afterEach, describe, expect, it, vi } from 'vitest';

// The real module pulls in webextension-polyfill, which only loads in an extension: a stand-in module
// counts how often the chunk is asked for and can fail the way a missing chunk does.
const RUN_TURN = '../../../src/sidepanel/agent/run-turn';

afterEach(() => {
  vi.doUnmock(RUN_TURN);
  vi.resetModules();
});

describe('loadAgentRun', () => {
  it('loads the agent run once and hands every caller the same module', async () => {
    let loads = 0;
    vi.doMock(RUN_TURN, () => {
      loads++;
      return { runTurn: () => 'ran' };
    });
    const { loadAgentRun } = await import('../../../src/sidepanel/lazy/load-agent-run');
    const first = loadAgentRun();
    expect(loadAgentRun()).toBe(first);
    expect((await first).runTurn).toBeTypeOf('function');
    await loadAgentRun();
    expect(loads).toBe(1);
  });

  it('tries again on the next call after a failed load, instead of keeping the failure', async () => {
    let fail = true;
    vi.doMock(RUN_TURN, () => {
      if (fail) throw new Error('chunk gone');
      return { runTurn: () => 'ran' };
    });
    const { loadAgentRun } = await import('../../../src/sidepanel/lazy/load-agent-run');
    const failed = loadAgentRun();
    await expect(failed).rejects.toThrow();
    fail = false;
    const again = loadAgentRun();
    expect(again).not.toBe(failed);
    expect((await again).runTurn).toBeTypeOf('function');
  });
});
