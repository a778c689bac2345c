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

/** Reports one event with its properties, e.g. `trackEvent('Case study unlocked', { project: id })`. */
export function trackEvent<N extends EventName>(name: N, props: AnalyticsEvents[N]) {
  const url = window.location.href;
  send((sender) => sender.event(name, { ...props }, url));
}

/** Reports a view of the current address. */
export function trackPageview() {
  const url = window.location.href;
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
