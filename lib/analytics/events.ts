// The events the site reports, named the same for every provider. Properties are plain text and
// never hold what a visitor typed (no form fields, no addresses beyond the site's own paths).
export type AnalyticsEvents = {
  /** The message was delivered (endpoint, netlify) or handed to the visitor's email app or clipboard. */
  'Contact sent': { mode: 'endpoint' | 'netlify' | 'email app' | 'clipboard' };
  /** The message service did not take the message. */
  'Contact failed': { kind: 'offline' | 'unreachable' | 'timeout' | 'refused' | 'failed' };
  'Live project opened': { project: string };
  'Portfolio filtered': { category: string };
  /** The reader reached the end of The Results. */
  'Case study finished': { project: string };
  /** A passphrase opened a protected case study. */
  'Case study unlocked': { project: string };
  /** The 404 page was shown for this path. */
  '404': { path: string };
};

export type EventName = keyof AnalyticsEvents;
