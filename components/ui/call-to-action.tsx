import { ArrowRight } from 'lucide-react';
import { ButtonLink } from './button-link';

type CallToActionProps = { heading: string; text: string; action: string; href: string };

export function CallToAction({ heading, text, action, href }: CallToActionProps) {
  return (
    <section
      aria-labelledby="cta-heading"
      className="render-when-near container py-section print:hidden"
    >
      <div className="relative overflow-hidden rounded-2xl border border-line bg-surface px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden
          className="blueprint-grid absolute inset-0 opacity-60 [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
        />
        <div className="relative">
          <h2 id="cta-heading" className="text-title font-semibold">
            {heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lead text-muted">{text}</p>
          <ButtonLink href={href} className="mt-8">
            {action}
            <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
