import type { AnalyticsSettings } from './analytics-config';
import { senders as defaultSenders } from './senders';
import { setSender } from './track';

/** The browser asks sites not to share or sell its data: Global Privacy Control. */
export const globalPrivacyControl = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

const loopbackPage = () => /^(localhost|127(\.\d+){3}|\[::1\])$/.test(window.location.hostname);

let started = false;

/**
 * Decides, once per page load, whether this visit reports anything: never with Global Privacy
 * Control, never from a page on this machine unless the collector is too (a test build).
 */
export async function startAnalytics(settings: AnalyticsSettings, senders = defaultSenders) {
  if (started) return;
  started = true;
  if (
    settings.provider === 'none' ||
    globalPrivacyControl() ||
    (loopbackPage() && !settings.local)
  ) {
    setSender(null);
    return;
  }
  try {
    setSender(await senders[settings.provider](settings));
  } catch {
    // Blocked or unreachable: the site works the same without it.
    setSender(null);
  }
}

/** For tests: a fresh page. */
export function resetStart() {
  started = false;
}
