// Types for the tests that import the bench's report functions (the project type-checks TypeScript only).
type Timing = { startTime: number; endTime: number };
type GraphNode =
  | { type: 'network'; request: { url: string; resourceType: string; transferSize: number } }
  | { type: 'cpu'; duration: number };
export type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  lcpAfterFirstPaint: number;
  lcpGraphJsBytes: number;
  jsBytes: number;
  fontBytes: number;
  totalBytes: number;
  requests: number;
  lcpElement: string | null;
};
export type Row = Omit<Sample, 'lcpElement'> & {
  route: string;
  runs: number;
  lcpElement: string | null;
  lcpInFirstPaint: number;
};
export declare function summariseGraph(nodeTimings: Map<GraphNode, Timing>): {
  kb: Record<'html' | 'css' | 'font' | 'image' | 'js' | 'other', number>;
  cpuMs: number;
  last: { label: string; endTime: number } | null;
};
export declare function summarise(route: string, samples: Sample[]): Row;
export declare function compare(
  row: Row,
  floor: Row,
): Row & { floor: Row; lcpRatio: number; tbtRatio: number; perfDiff: number; misses: string[] };
export declare function markdownTable(rows: Row[]): string;
