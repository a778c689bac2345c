import { Check } from 'lucide-react';
import { getWords } from '@/lib/i18n/get-words';

type ExpertiseListsProps = {
  digital: readonly string[];
  physical: readonly string[];
  lang: string;
};

function ExpertiseList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-6">
      <h3 className="font-mono text-eyebrow uppercase text-accent">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-sm">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ExpertiseLists({ digital, physical, lang }: ExpertiseListsProps) {
  const { pages } = getWords(lang);
  return (
    <section aria-labelledby="expertise-heading" className="render-when-near">
      <h2 id="expertise-heading" className="text-heading font-semibold">
        {pages.expertise}
      </h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <ExpertiseList title={pages.digital} items={digital} />
        <ExpertiseList title={pages.physical} items={physical} />
      </div>
    </section>
  );
}
