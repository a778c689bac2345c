import { Factory, Lightbulb, PenTool, Rocket, Wrench } from 'lucide-react';
import type { ProcessIcon, ProcessStep } from '@/lib/owner/schemas';

const icons: Record<ProcessIcon, typeof Factory> = {
  lightbulb: Lightbulb,
  'pen-tool': PenTool,
  wrench: Wrench,
  factory: Factory,
  rocket: Rocket,
};

export function ProcessTimeline({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="relative mt-14 space-y-10 before:absolute before:bottom-2 before:left-6 before:top-2 before:w-px before:bg-line md:space-y-0 md:before:left-1/2">
      {steps.map((step, index) => {
        const Icon = icons[step.icon];
        const right = index % 2 === 1;
        return (
          <li
            key={step.title}
            className="relative grid grid-cols-[3rem_1fr] gap-5 md:grid-cols-[1fr_3rem_1fr] md:gap-8 md:py-6"
          >
            <div className="relative z-10 flex size-12 items-center justify-center rounded-full border border-line bg-surface font-mono text-sm font-semibold text-accent md:col-start-2 md:row-start-1">
              {String(index + 1).padStart(2, '0')}
            </div>
            <div
              className={`rounded-xl border border-line bg-surface p-6 shadow-sm md:row-start-1 ${right ? 'md:col-start-3' : 'md:col-start-1'}`}
            >
              <div className="flex items-start gap-3">
                <Icon
                  aria-hidden
                  className="mt-0.5 size-6 shrink-0 text-accent"
                  strokeWidth={1.5}
                />
                <h2 className="text-lg font-semibold tracking-tight">{step.title}</h2>
              </div>
              <p className="mt-3 text-sm leading-relaxed text-muted">{step.description}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
