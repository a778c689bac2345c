import type { PublishedTestimonial } from '@/lib/trust/trust';
import { TestimonialList } from './testimonial-list';

/** A case study's testimonials, after The Results; nothing when none names the project. */
export function ProjectTestimonials({ items }: { items: PublishedTestimonial[] }) {
  if (items.length === 0) return null;
  const title = items.length === 1 ? 'What the client says' : 'What clients say';
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
