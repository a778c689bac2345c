// Types for the tests that import the real-load bench's pure functions.
export declare function cumulativeLayoutShift(shifts: { time: number; value: number }[]): number;
export declare function blockingTime(
  tasks: { time: number; ms: number }[],
  window: { from: number; until: number },
): number;
