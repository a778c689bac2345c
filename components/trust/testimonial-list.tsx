import type { PublishedTestimonial } from '@/lib/trust/trust';
import { TestimonialFigure } from './testimonial-figure';

/** Testimonials as a list of figures; the caller sets the grid. */
export function TestimonialList({
  items,
  className,
}: {
  items: PublishedTestimonial[];
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((testimonial) => (
        <li key={`${testimonial.name}-${testimonial.quote.slice(0, 24)}`}>
          <TestimonialFigure testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
