export interface BenchRow {
  name: string;
  /** Formatted figure, with its unit. */
  value: string;
  goal?: string;
  met?: boolean;
}

export interface BenchSection {
  title: string;
  rows: BenchRow[];
  notes?: string[];
}
