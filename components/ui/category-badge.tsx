export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex w-fit items-center rounded-pill border border-accent/30 bg-accent-soft px-2.5 py-0.5 font-mono text-xs font-medium text-ink">
      {category}
    </span>
  );
}
