import type { PublishedTestimonial } from '@/lib/trust/trust';
import { caseStudy } from '@/lib/i18n/words/en/case-study';
import { TestimonialList } from './testimonial-list';

/** A case study's testimonials, after The Results; nothing when none names the project. */
export function ProjectTestimonials({
  items,
  words = caseStudy,
}: {
  items: PublishedTestimonial[];
  words?: typeof caseStudy;
}) {
  if (items.length === 0) return null;
  const title = items.length === 1 ? words.clientSays : words.clientsSay;
  return (
    <section
      aria-labelledby="project-testimonials"
      className="grid gap-4 border-t border-line pt-10 md:grid-cols-[14rem_1fr] md:gap-10 print:block print:pt-6"
    >
      <h2 id="project-testimonials" className="text-xl font-semibold tracking-tight print:mb-3">
        {title}
      </h2>
      {/* Home shows the same words as a card: here they are the case study's pull quote. */}
      <TestimonialList items={items} className="grid max-w-prose gap-10" variant="pull" />
    </section>
  );
}
