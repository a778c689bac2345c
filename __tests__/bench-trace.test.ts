/** @jest-environment node */
import { firstPaintBreakdown, median } from '@/scripts/bench/trace-events.mjs';

// A trace as Chromium writes it (times in µs): a navigation, work on the page's main thread, a
// request, the first contentful paint, and work on another thread that must not count.
const main = { pid: 1, tid: 7 };
const at = (ms: number) => 1_000_000 + ms * 1000;
const task = (name: string, from: number, ms: number, thread = main) => ({
  ...thread,
  ph: 'X',
  name,
  ts: at(from),
  dur: ms * 1000,
});
const trace = [
  {
    ...main,
    ph: 'R',
    name: 'navigationStart',
    ts: at(0),
    args: { frame: 'F', data: { documentLoaderURL: 'http://127.0.0.1:9/' } },
  },
  {
    ...main,
    ph: 'R',
    name: 'navigationStart',
    ts: at(0),
    args: { frame: 'A', data: { documentLoaderURL: 'about:blank' } },
  },
  task('RunTask', 100, 50),
  task('ParseHTML', 100, 40),
  task('FunctionCall', 110, 10),
  task('RunTask', 300, 80),
  task('Layout', 300, 60),
  task('Paint', 362, 8),
  task('RunTask', 100, 500, { pid: 1, tid: 99 }),
  {
    ...main,
    ph: 'I',
    name: 'ResourceSendRequest',
    ts: at(1),
    args: { data: { requestId: 'r1', frame: 'F', url: 'http://127.0.0.1:9/' } },
  },
  { ...main, ph: 'I', name: 'ResourceFinish', ts: at(250), args: { data: { requestId: 'r1' } } },
  {
    ...main,
    ph: 'I',
    name: 'ResourceSendRequest',
    ts: at(2),
    args: {
      data: {
        requestId: 'r2',
        frame: 'F',
        url: 'http://127.0.0.1:9/_next/static/chunks/3zxq9r2uwg2f_.js',
      },
    },
  },
  { ...main, ph: 'I', name: 'ResourceFinish', ts: at(900), args: { data: { requestId: 'r2' } } },
  { ...main, ph: 'R', name: 'firstContentfulPaint', ts: at(400), args: { frame: 'F' } },
  task('RunTask', 500, 100),
];

describe('reading a trace of one load', () => {
  const breakdown = firstPaintBreakdown(trace);

  it('times the first paint from the page’s navigation, not about:blank’s', () => {
    expect(breakdown.fcp).toBe(400);
  });

  it('counts the main thread’s own time before the first paint, each millisecond once', () => {
    expect(breakdown.busy).toBe(130);
    expect(breakdown.kinds).toEqual({
      RunTask: 22,
      ParseHTML: 30,
      FunctionCall: 10,
      Layout: 60,
      Paint: 8,
    });
  });

  it('names the frame that painted first, and the requests that had finished by then', () => {
    expect(breakdown.paintFrame).toEqual({ RunTask: 12, Layout: 60, Paint: 8 });
    expect(breakdown.requests).toEqual([{ url: '/', end: 250 }]);
  });

  it('refuses a trace without a first paint, saying so', () => {
    expect(() =>
      firstPaintBreakdown(trace.filter((e) => e.name !== 'firstContentfulPaint')),
    ).toThrow('the trace has no first contentful paint');
  });

  it('takes medians of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
