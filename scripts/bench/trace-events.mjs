// Reading a Chromium trace of one page load (scripts/bench/trace-first-paint.mjs): when the page
// first painted, what its main thread did before that, by kind, and which requests had finished.

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Self time per event name of the complete ('X') events in `events`, which all belong to one
 * thread: an event's children are subtracted from it, so every millisecond counts once.
 */
function selfTimes(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = {};
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) stack.pop();
  };
  for (const event of sorted) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) self[parent.name] -= event.dur;
    self[event.name] = (self[event.name] ?? 0) + event.dur;
    stack.push({ name: event.name, end: event.ts + event.dur });
  }
  return Object.fromEntries(Object.entries(self).map(([name, us]) => [name, us / 1000]));
}

/**
 * The first paint of the page a trace loaded, measured from its navigation start (ms): the main
 * thread's self time by event name before it, the frame that painted it, and every request that
 * finished before it.
 */
export function firstPaintBreakdown(events) {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('the trace has no navigation to an http(s) page');
  const { pid, tid } = navigation;
  const frame = navigation.args.frame;
  const fcpEvent = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.args?.frame === frame && e.ts >= navigation.ts,
  );
  if (!fcpEvent) throw new Error('the trace has no first contentful paint');
  const start = navigation.ts;
  const ms = (ts) => (ts - start) / 1000;
  const main = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= start && e.ts < fcpEvent.ts,
  );
  const kinds = selfTimes(main);
  const tasks = main.filter(
    (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask',
  );
  const busy = tasks.reduce((sum, task) => sum + task.dur / 1000, 0);
  // The frame that painted first: the task holding the last paint before the first contentful paint.
  const lastPaint = main.filter((e) => e.name === 'Paint' || e.name === 'PrePaint').at(-1);
  const paintTask =
    lastPaint && tasks.find((t) => t.ts <= lastPaint.ts && t.ts + t.dur >= lastPaint.ts);
  const paintFrame = paintTask
    ? selfTimes(
        main.filter((e) => e.ts >= paintTask.ts && e.ts + e.dur <= paintTask.ts + paintTask.dur),
      )
    : {};
  const sent = new Map(
    events
      .filter((e) => e.name === 'ResourceSendRequest')
      .filter((e) => e.args.data.frame === frame || !e.args.data.frame)
      .map((e) => [e.args.data.requestId, e.args.data.url]),
  );
  const requests = events
    .filter((e) => e.name === 'ResourceFinish' && /^https?:/.test(sent.get(e.args.data.requestId)))
    .map((e) => ({
      url: new URL(sent.get(e.args.data.requestId)).pathname.replace(/\.[a-z0-9_-]{8,}\./, '.*.'),
      end: ms(e.ts),
    }))
    .filter((r) => r.end <= ms(fcpEvent.ts));
  return { fcp: ms(fcpEvent.ts), busy, kinds, paintFrame, requests };
}
