/**
 * One line of Ollama's `/api/pull` stream (api/types.go ProgressResponse): `{status}` for the phases
 * ("pulling manifest", "verifying sha256 digest", "writing manifest", "success"), and per layer
 * `{status: "pulling 8eeb52dfb3bb", digest, total, completed}` while bytes arrive (server/download.go).
 */
export interface PullLine {
  status?: string;
  digest?: string;
  total?: number;
  completed?: number;
  error?: string;
}

export interface PullProgress {
  /** Ollama's phase, in words: "pulling manifest", "downloading", "verifying sha256 digest"… */
  status: string;
  completed: number;
  /** Bytes of every layer announced so far; grows as Ollama reaches each layer. */
  total: number;
  /** Over the last few seconds; 0 until two samples are far enough apart. */
  bytesPerSecond: number;
}

/** How far back the speed looks: long enough to be steady, short enough to follow a change. */
const SPEED_WINDOW_MS = 3000;

/** Adds up the layers of one pull into one progress figure with a speed. */
export class PullProgressTracker {
  private readonly layers = new Map<string, { total: number; completed: number }>();
  private samples: { at: number; completed: number }[] = [];
  private status = 'starting';

  update(line: PullLine, now: number): PullProgress {
    if (line.digest && typeof line.total === 'number') {
      this.layers.set(line.digest, { total: line.total, completed: Math.min(line.total, line.completed ?? 0) });
      this.status = 'downloading';
    } else if (line.status) {
      this.status = line.status;
    }
    const completed = this.completed();
    this.samples.push({ at: now, completed });
    this.samples = this.samples.filter((s) => now - s.at <= SPEED_WINDOW_MS);
    return this.snapshot(now);
  }

  snapshot(now: number): PullProgress {
    const completed = this.completed();
    const total = [...this.layers.values()].reduce((s, l) => s + l.total, 0);
    const first = this.samples.find((s) => now - s.at <= SPEED_WINDOW_MS);
    const span = first ? now - first.at : 0;
    const bytesPerSecond = first && span >= 250 ? Math.max(0, ((completed - first.completed) * 1000) / span) : 0;
    return { status: this.status, completed, total, bytesPerSecond };
  }

  private completed(): number {
    return [...this.layers.values()].reduce((s, l) => s + l.completed, 0);
  }
}

/** "1.2 GB", "640 MB", "12 kB": decimal units, as Ollama and the model library show sizes. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let i = 0;
  while (value >= 1000 && i < units.length - 1) {
    value /= 1000;
    i++;
  }
  return `${i === 0 ? value : value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${units[i]}`;
}
