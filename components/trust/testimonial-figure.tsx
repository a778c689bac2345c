import { Quote } from 'lucide-react';
import type { PublishedTestimonial } from '@/lib/trust/trust';
import { ResponsiveImage } from '../ui/responsive-image';

export function TestimonialFigure({ testimonial }: { testimonial: PublishedTestimonial }) {
  const { quote, name, role, company, photo } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-xl border border-line bg-surface p-6 sm:p-7">
      <Quote aria-hidden className="size-6 text-accent" strokeWidth={1.5} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {photo ? (
          <ResponsiveImage
            image={photo}
            alt=""
            sizes="3rem"
            className="size-12 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <span className="text-sm">
          <span className="block font-semibold text-ink">{name}</span>
          <span className="block text-muted">{company ? `${role}, ${company}` : role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
