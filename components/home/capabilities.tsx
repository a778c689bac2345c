import { Cpu, Factory, LayoutTemplate } from 'lucide-react';
import type { capabilities as capabilityList } from '@/lib/owner/home';
import type { CapabilityIcon } from '@/lib/owner/schemas';
import { getWords } from '@/lib/i18n/get-words';
import { SectionHeading } from '../ui/section-heading';

const icons: Record<CapabilityIcon, typeof Cpu> = {
  layout: LayoutTemplate,
  cpu: Cpu,
  factory: Factory,
};

type CapabilitiesProps = { items: typeof capabilityList; lang: string };

export function Capabilities({ items, lang }: CapabilitiesProps) {
  const { pages } = getWords(lang);
  return (
    <section
      aria-labelledby="capabilities-heading"
      className="render-when-near border-y border-line bg-surface"
    >
      <div className="container py-section">
        <SectionHeading
          id="capabilities-heading"
          eyebrow={pages.whatIDo}
          title={pages.capabilities}
        />
        <ul className="mt-10 grid gap-px overflow-hidden rounded-xl border border-line bg-line md:grid-cols-3">
          {items.map((item, index) => {
            const Icon = icons[item.icon];
            return (
              <li key={item.title} className="flex flex-col gap-4 bg-surface p-7">
                <div className="flex items-center justify-between">
                  <Icon aria-hidden className="size-7 text-accent" strokeWidth={1.5} />
                  <span aria-hidden className="font-mono text-xs text-muted">
                    0{index + 1}
                  </span>
                </div>
                <h3 className="text-lg font-semibold tracking-tight">{item.title}</h3>
                <p className="text-sm leading-relaxed text-muted">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
