// What analytics adds to every page's Content-Security-Policy, from the same settings the pages
// were built with (lib/analytics/analytics-config.ts, imported through typescript-hooks.mjs).
import { register } from 'node:module';

register('../../shared/typescript-hooks.mjs', import.meta.url);
const { analyticsOrigins, resolveAnalytics } =
  await import('../../../lib/analytics/analytics-config.ts');

/** `{ provider, script: [origins], connect: [origins] }` for this build's environment. */
export function analyticsPolicy(env = process.env) {
  const settings = resolveAnalytics(undefined, env);
  return { provider: settings.provider, ...analyticsOrigins(settings) };
}
