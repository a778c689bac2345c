import type { ShownClient } from '@/lib/trust/trust';
import { SectionHeading } from '../ui/section-heading';

// A logo is drawn through its shape (a CSS mask) in the ink colour, so every logo sits quietly in
// the page's palette, light or dark, whatever its own colours. No motion: a still row that wraps.
// Each logo has an equal share of its row and sits in the middle of it, so a row of any length
// spans the column, and a last row that is not full is centred rather than left with a hole.
function ClientMark({ client }: { client: ShownClient }) {
  if (!client.logo) {
    return (
      <span className="text-balance text-center text-lg font-semibold leading-tight tracking-tight text-ink">
        {client.name}
      </span>
    );
  }
  const mask = `url("${client.logo.src}")`;
  return (
    <>
      <span
        aria-hidden
        className="block h-8 max-w-full bg-ink [mask-position:center] [mask-repeat:no-repeat] [mask-size:contain] [print-color-adjust:exact]"
        style={{
          aspectRatio: `${client.logo.width} / ${client.logo.height}`,
          maskImage: mask,
          WebkitMaskImage: mask,
        }}
      />
      <span className="sr-only">{client.name}</span>
    </>
  );
}

type ClientLogosProps = {
  clients: ShownClient[];
  id: string;
  eyebrow: string;
  title: string;
  className?: string;
};

/** The clients the owner may name; nothing at all when there are none. */
export function ClientLogos({ clients, id, eyebrow, title, className = '' }: ClientLogosProps) {
  if (clients.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <ul className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-8">
        {clients.map((client) => (
          <li key={client.name} className="flex min-w-0 grow basis-36 justify-center">
            {client.url ? (
              <a href={client.url} className="flex max-w-full items-center rounded-md">
                <ClientMark client={client} />
              </a>
            ) : (
              <ClientMark client={client} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
