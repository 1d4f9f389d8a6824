/** Small timing helpers shared by the benchmarks. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}

export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50);
}

/** Runs `fn` repeatedly for at least `minMs` (and `minRuns`), returning per-run times in ms. */
export async function sample(fn: () => unknown | Promise<unknown>, minRuns = 5, minMs = 200): Promise<number[]> {
  const times: number[] = [];
  const start = performance.now();
  while (times.length < minRuns || performance.now() - start < minMs) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

export function ms(value: number): string {
  return value < 1 ? `${(value * 1000).toFixed(0)} µs` : `${value.toFixed(2)} ms`;
}
