import type { PublishedTestimonial } from '@/lib/trust/trust';
import { TestimonialFigure } from './testimonial-figure';

/** Testimonials as a list of figures; the caller sets the grid (and its cells, if need be). */
export function TestimonialList({
  items,
  className,
  itemClassName,
  variant,
}: {
  items: PublishedTestimonial[];
  className: string;
  itemClassName?: string;
  variant?: 'card' | 'pull';
}) {
  return (
    <ul className={className}>
      {items.map((testimonial) => (
        <li key={`${testimonial.name}-${testimonial.quote.slice(0, 24)}`} className={itemClassName}>
          <TestimonialFigure testimonial={testimonial} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
