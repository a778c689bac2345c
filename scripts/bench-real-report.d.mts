// Types for the tests that import the real-load bench's report functions.
export type RealSample = {
  site: string;
  route: string;
  cpu: number;
  run: number;
  beside?: string;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  lcpInFirstPaint: boolean;
  cls: number;
  blocking: number;
  kb: number;
};
export type Summary = {
  runs: number;
  fcp: number;
  lcp: number;
  cls: number;
  worstCls: number;
  blocking: number;
  kb: number;
  lcpElement: string | null;
  lcpInFirstPaint: number;
  lcpRuns: (number | null)[];
  blockingRuns: number[];
};
export type RouteRow = {
  route: string;
  cpu: number;
  ours: Summary;
  twin: Summary;
  floor: Summary;
  floorBeside: Summary;
  lcpRatio: number;
  blockingRatio: number;
  misses: string[];
};
export type PeerRow = {
  route: string;
  peerRoute: string;
  cpu: number;
  ours: Summary;
  peer: Summary;
  ahead: boolean;
};
export declare const targets: { lcpRatio: number; blockingRatio: number; cpu: number };
export declare function summarise(samples: RealSample[]): Summary;
export declare function compareRoutes(
  samples: RealSample[],
  options: { routes: string[]; cpus: number[] },
): RouteRow[];
export declare function comparePeer(samples: RealSample[], options?: { cpu?: number }): PeerRow[];
export declare function markdownTable(rows: RouteRow[], peers?: PeerRow[]): string;
export declare function runLines(rows: RouteRow[]): string[];
export declare function versionsTable(
  samples: RealSample[],
  options: { routes: string[]; cpus: number[]; versions: string[] },
): string;
