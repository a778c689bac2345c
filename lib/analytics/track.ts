import type { AnalyticsEvents, EventName } from './events';

// The one way the site's code reports to analytics. Calls made before the page-view component has
// decided (a provider's tracker still loading) wait in a short queue; once it decides not to send
// (no provider, Global Privacy Control, a page on this machine), every call is dropped.

export type Sender = {
  pageview(url: string): void;
  event(name: EventName, props: Record<string, string>, url: string): void;
};

type Call = (sender: Sender) => void;
type State =
  { phase: 'waiting'; queue: Call[] } | { phase: 'on'; sender: Sender } | { phase: 'off' };

const maxQueued = 50;
let state: State = { phase: 'waiting', queue: [] };

function send(call: Call) {
  if (state.phase === 'on') call(state.sender);
  else if (state.phase === 'waiting' && state.queue.length < maxQueued) state.queue.push(call);
}

// An unlisted or protected case study (a page marked noindex under /portfolio/<id>/) is reported
// under a neutral address and id: its own would tell the provider, and anyone reading its
// dashboard, that it exists and who looked at it.
const CASE_STUDY = /(\/portfolio\/)[^/]+\/$/;
export const PRIVATE_ID = 'private';

function privatePage() {
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
  return /noindex/.test(robots) && CASE_STUDY.test(window.location.pathname);
}

/** The address to report: the page's own, or the neutral one for a private case study. */
function reportedUrl() {
  if (!privatePage()) return window.location.href;
  const { origin, pathname } = window.location;
  return `${origin}${pathname.replace(CASE_STUDY, `$1${PRIVATE_ID}/`)}`;
}

/** Reports one event with its properties, e.g. `trackEvent('Case study unlocked', { project: id })`. */
export function trackEvent<N extends EventName>(name: N, props: AnalyticsEvents[N]) {
  const url = reportedUrl();
  const shown: Record<string, string> = { ...props };
  if ('project' in shown && privatePage()) shown.project = PRIVATE_ID;
  send((sender) => sender.event(name, shown, url));
}

/** Reports a view of the current address. */
export function trackPageview() {
  const url = reportedUrl();
  send((sender) => sender.pageview(url));
}

/** Starts sending through `sender`, or stops everything (`null`); either way, once per page load. */
export function setSender(sender: Sender | null) {
  if (state.phase !== 'waiting') return;
  const { queue } = state;
  state = sender ? { phase: 'on', sender } : { phase: 'off' };
  if (sender) queue.forEach((call) => call(sender));
}

/** For tests: back to the state of a fresh page. */
export function resetAnalytics() {
  state = { phase: 'waiting', queue: [] };
}
