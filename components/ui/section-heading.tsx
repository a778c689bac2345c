type SectionHeadingProps = { id: string; eyebrow: string; title: string };

export function SectionHeading({ id, eyebrow, title }: SectionHeadingProps) {
  return (
    <div>
      <p className="font-mono text-eyebrow uppercase text-accent">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-heading font-semibold">
        {title}
      </h2>
    </div>
  );
}
