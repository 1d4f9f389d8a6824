/**
 * Reads a V8 CPU profile (node:inspector's Profiler.stop) as "time per stage": the inclusive time of
 * every function called directly from one named function (htmlToDocument's stages), summed over all
 * its calls, and the functions that spent the most time themselves inside a stage. Sampling needs no
 * timers in the code it measures, so the pipeline stays as it ships.
 */

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

export interface StageTime {
  name: string;
  /** Milliseconds, inclusive of everything the stage calls. */
  ms: number;
}

export interface StageReport {
  /** Inclusive time of the parent function itself, all calls. */
  totalMs: number;
  /** Its direct callees (and its own code, as "(self)"), most costly first. */
  stages: StageTime[];
  /** Per stage: the functions that spent the most time themselves under it, most costly first. */
  hotspots: Map<string, StageTime[]>;
}

const label = (n: CpuProfileNode) => `${n.callFrame.functionName || '(anonymous)'}${n.callFrame.url ? ` ${n.callFrame.url.replace(/^.*\/(src|node_modules)\//, '$1/')}:${n.callFrame.lineNumber + 1}` : ''}`;

/**
 * `parentName`: the function whose direct callees are the stages. A stage called through a nested
 * call of the parent (recursion) is counted once, under the outermost call.
 */
export function stagesOf(profile: CpuProfile, parentName: string, hotspotsPerStage = 5): StageReport {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = profile.samples?.length ?? profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0);
  const msPerHit = samples > 0 ? (profile.endTime - profile.startTime) / 1000 / samples : 0;
  const inclusive = new Map<number, number>();
  const hitsUnder = (id: number): number => {
    const known = inclusive.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id)!;
    let hits = node.hitCount ?? 0;
    for (const c of node.children ?? []) hits += hitsUnder(c);
    inclusive.set(id, hits);
    return hits;
  };
  const stageHits = new Map<string, number>();
  const selfUnder = new Map<string, Map<string, number>>();
  let total = 0;
  const addSelf = (stage: string, id: number) => {
    const node = byId.get(id)!;
    const into = selfUnder.get(stage) ?? new Map<string, number>();
    selfUnder.set(stage, into);
    const walk = (n: CpuProfileNode) => {
      if (n.hitCount) into.set(label(n), (into.get(label(n)) ?? 0) + n.hitCount);
      for (const c of n.children ?? []) walk(byId.get(c)!);
    };
    walk(node);
  };
  const visit = (id: number, insideParent: boolean) => {
    const node = byId.get(id)!;
    const isParent = node.callFrame.functionName === parentName;
    if (isParent && !insideParent) {
      total += hitsUnder(id);
      stageHits.set('(self)', (stageHits.get('(self)') ?? 0) + (node.hitCount ?? 0));
      for (const c of node.children ?? []) {
        const child = byId.get(c)!;
        const name = child.callFrame.functionName || '(anonymous)';
        stageHits.set(name, (stageHits.get(name) ?? 0) + hitsUnder(c));
        addSelf(name, c);
      }
      return;
    }
    for (const c of node.children ?? []) visit(c, insideParent || isParent);
  };
  const root = profile.nodes[0];
  if (root) visit(root.id, false);
  const toTimes = (m: Map<string, number>) =>
    [...m].map(([name, hits]) => ({ name, ms: hits * msPerHit })).sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name));
  const hotspots = new Map<string, StageTime[]>();
  for (const [stage, m] of selfUnder) hotspots.set(stage, toTimes(m).slice(0, hotspotsPerStage));
  return { totalMs: total * msPerHit, stages: toTimes(stageHits), hotspots };
}
