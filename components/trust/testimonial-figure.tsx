import { Quote } from 'lucide-react';
import type { PublishedTestimonial } from '@/lib/trust/trust';
import { ResponsiveImage } from '../ui/responsive-image';

/** The first letters of the first and last names: "MQ" for "Mara Quist", "JP" for "Jean-Luc Picard", "C" for "Cher". */
export const initials = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? Array.from(word)[0].toUpperCase() : '');
  return first(words[0]) + (words.length > 1 ? first(words.at(-1)) : '');
};

// Without a photo, the person's initials on the accent (the buttons' pair of colours, so the
// contrast is the theme's): the same size and place as a photo, so every quote looks finished.
function Portrait({ testimonial, large }: { testimonial: PublishedTestimonial; large: boolean }) {
  const size = large ? 'size-14' : 'size-12';
  if (testimonial.photo) {
    return (
      <ResponsiveImage
        image={testimonial.photo}
        alt=""
        sizes={large ? '3.5rem' : '3rem'}
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${size} grid shrink-0 place-items-center rounded-full bg-accent font-semibold tracking-wide text-accent-ink`}
    >
      {initials(testimonial.name)}
    </span>
  );
}

type TestimonialFigureProps = {
  testimonial: PublishedTestimonial;
  /** `pull`: a large pull quote set in a case study's column, not a card like Home's. */
  variant?: 'card' | 'pull';
};

export function TestimonialFigure({ testimonial, variant = 'card' }: TestimonialFigureProps) {
  const { quote, name, role, company } = testimonial;
  const pull = variant === 'pull';
  return (
    <figure
      className={
        pull
          ? 'border-l-2 border-accent pl-6 sm:pl-8'
          : 'flex h-full flex-col rounded-xl border border-line bg-surface p-6 sm:p-7'
      }
    >
      <Quote
        aria-hidden
        className={pull ? 'size-9 text-accent' : 'size-6 text-accent'}
        strokeWidth={1.5}
      />
      <blockquote
        className={
          pull
            ? 'mt-4 text-balance text-2xl font-medium leading-snug tracking-tight text-ink sm:text-3xl'
            : 'mt-4 flex-1 leading-relaxed text-ink'
        }
      >
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className={`${pull ? 'mt-8' : 'mt-6'} flex items-center gap-3`}>
        <Portrait testimonial={testimonial} large={pull} />
        <span className="text-sm">
          <span className="block font-semibold text-ink">{name}</span>
          <span className="block text-muted">{company ? `${role}, ${company}` : role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
