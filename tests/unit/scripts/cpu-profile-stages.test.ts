import { describe, expect, it } from 'vitest';
import { stagesOf, type CpuProfile, type CpuProfileNode } from '../../../scripts/cpu-profile-stages';

const node = (id: number, functionName: string, hitCount: number, children: number[] = [], url = ''): CpuProfileNode => ({
  id,
  callFrame: { functionName, url, lineNumber: 0 },
  hitCount,
  children,
});

/** 1 ms per sample: 10 samples over 10,000 µs. */
const profile = (nodes: CpuProfileNode[]): CpuProfile => ({ nodes, startTime: 0, endTime: 10_000, samples: Array.from({ length: 10 }, () => 1) });

describe('stagesOf', () => {
  it("sums each direct callee's inclusive time over every call of the parent, with the parent's own time as (self)", () => {
    const report = stagesOf(
      profile([
        node(1, '(root)', 0, [2, 6]),
        node(2, 'htmlToDocument', 1, [3, 4]),
        node(3, 'revealHidden', 2, [5]),
        node(4, 'dropBoilerplate', 1),
        node(5, 'textLength', 3, [], 'file:///x/src/core/document/reveal-hidden.ts'),
        node(6, 'other', 0, [7]),
        node(7, 'htmlToDocument', 0, [8]),
        node(8, 'revealHidden', 1),
      ]),
      'htmlToDocument',
    );
    expect(report.totalMs).toBe(8);
    expect(report.stages).toEqual([
      { name: 'revealHidden', ms: 6 },
      { name: '(self)', ms: 1 },
      { name: 'dropBoilerplate', ms: 1 },
    ]);
    expect(report.hotspots.get('revealHidden')).toEqual([
      { name: 'revealHidden', ms: 3 },
      { name: 'textLength src/core/document/reveal-hidden.ts:1', ms: 3 },
    ]);
  });

  it('counts a recursive call of the parent once, under the outermost call', () => {
    const report = stagesOf(profile([node(1, '(root)', 0, [2]), node(2, 'walk', 1, [3]), node(3, 'walk', 2, [4]), node(4, 'leaf', 1)]), 'walk');
    expect(report.totalMs).toBe(4);
    expect(report.stages).toEqual([
      { name: 'walk', ms: 3 },
      { name: '(self)', ms: 1 },
    ]);
  });
});
