import type { PublishedTestimonial } from '@/lib/trust/trust';
import { getWords } from '@/lib/i18n/get-words';
import { TestimonialList } from './testimonial-list';
import { cardCell, cardGrid } from '../ui/card-grid';
import { SectionHeading } from '../ui/section-heading';

/** Home's "What Clients Say"; nothing at all when there is no published testimonial. */
export function Testimonials({ items, lang }: { items: PublishedTestimonial[]; lang: string }) {
  if (items.length === 0) return null;
  const { pages } = getWords(lang);
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="render-when-near container pt-section"
    >
      <SectionHeading
        id="testimonials-heading"
        eyebrow={pages.testimonials}
        title={pages.whatClientsSay}
      />
      <TestimonialList items={items} className={`mt-10 ${cardGrid}`} itemClassName={cardCell} />
    </section>
  );
}
