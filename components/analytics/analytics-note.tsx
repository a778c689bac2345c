import type { AnalyticsSettings } from '@/lib/analytics/analytics-config';

const services = {
  plausible: 'Plausible Analytics',
  umami: 'Umami',
  goatcounter: 'GoatCounter',
  cloudflare: 'Cloudflare Web Analytics',
};

/** The contact page's privacy note on visitor statistics; nothing when analytics is off. */
export function AnalyticsNote({ settings }: { settings: AnalyticsSettings }) {
  if (settings.provider === 'none') return null;
  return (
    <p className="mt-8 max-w-prose text-sm text-muted">
      Privacy: this site counts visits with {services[settings.provider]}, without cookies or
      anything that identifies you, and never sends what you type in the form. With Global Privacy
      Control on, your browser sends nothing.
    </p>
  );
}
