import type { PublishedTestimonial } from '@/lib/trust/trust';
import { TestimonialList } from './testimonial-list';
import { cardCell, cardGrid } from '../ui/card-grid';
import { SectionHeading } from '../ui/section-heading';

/** Home's "What clients say"; nothing at all when there is no published testimonial. */
export function Testimonials({ items }: { items: PublishedTestimonial[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="render-when-near container pt-section"
    >
      <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What clients say" />
      <TestimonialList items={items} className={`mt-10 ${cardGrid}`} itemClassName={cardCell} />
    </section>
  );
}
