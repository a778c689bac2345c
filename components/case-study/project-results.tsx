// Up to three results, set large under the hero image (below the title's size, which leads the
// page): the number first, what it measures under it.
import type { Result } from '@/lib/content/story-schema';
import { caseStudy } from '@/lib/i18n/words/en/case-study';

export function ProjectResults({
  results,
  words = caseStudy,
}: {
  results?: Result[];
  /** The case study's words in the page's language (English is built in). */
  words?: typeof caseStudy;
}) {
  if (!results?.length) return null;
  return (
    <section aria-label={words.resultsHeading}>
      <dl className="grid gap-8 sm:grid-cols-3">
        {results.map((result) => (
          <div
            key={`${result.value}-${result.label}`}
            className="flex flex-col-reverse gap-2 border-t-2 border-accent pt-5"
          >
            <dt className="text-sm leading-snug text-muted">{result.label}</dt>
            <dd className="whitespace-nowrap text-[clamp(1.75rem,3.4vw,2.75rem)] font-semibold leading-none tracking-[-0.035em] text-ink [font-variant-numeric:tabular-nums]">
              {result.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
