import type { AnalyticsSettings } from '@/lib/analytics/analytics-config';
import { fillNodes } from '@/lib/i18n/fill-nodes';
import { getWords } from '@/lib/i18n/get-words';

const services = {
  plausible: 'Plausible Analytics',
  umami: 'Umami',
  goatcounter: 'GoatCounter',
  cloudflare: 'Cloudflare Web Analytics',
};

/** The contact page's privacy note on visitor statistics; nothing when analytics is off. */
export function AnalyticsNote({ settings, lang }: { settings: AnalyticsSettings; lang: string }) {
  if (settings.provider === 'none') return null;
  return (
    <p className="mt-8 max-w-prose text-sm text-muted">
      {fillNodes(getWords(lang).contact.analytics, { service: services[settings.provider] })}
    </p>
  );
}
