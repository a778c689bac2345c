// What Lighthouse's simulated LCP is made of. Under the mobile preset Lighthouse does not time the
// load it watched: it rebuilds it as a graph of requests and main-thread tasks, keeps the parts
// that finished before the largest paint it observed (unthrottled, on this machine), and replays
// them on a slow phone and network. A script is kept when the browser ran it before that paint,
// and then its download counts into LCP: a page whose first paint waits for a stylesheet and
// ~100 ms of style, layout and image work here is measured with the framework's 140 KB of
// scripts, while a bare page that paints before its scripts arrive is measured without them.
// This module reports which parts were kept.
// The Lantern classes are Lighthouse internals: the paths below are those of the pinned 12.8.2.
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { summariseGraph } from './bench-report.mjs';

/** The simulated LCP of one Lighthouse run, and what its optimistic and pessimistic graphs hold. */
export async function lcpGraph(runnerResult) {
  const settings = runnerResult.lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const data = Audit.makeMetricComputationDataInput(runnerResult.artifacts, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  return {
    lcp: lcp.timing,
    optimistic: {
      ms: lcp.optimisticEstimate.timeInMs,
      ...summariseGraph(lcp.optimisticEstimate.nodeTimings),
    },
    pessimistic: {
      ms: lcp.pessimisticEstimate.timeInMs,
      ...summariseGraph(lcp.pessimisticEstimate.nodeTimings),
    },
  };
}
