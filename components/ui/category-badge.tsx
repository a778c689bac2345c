// One line, whatever the room: a long category ("Industrial Design & Engineering") is cut with an
// ellipsis where a column is narrower than it, never wrapped into a two-line blob. The title
// gives the whole name on hover; assistive technology reads it whole anyway.
export function CategoryBadge({ category }: { category: string }) {
  return (
    <span
      title={category}
      className="block w-fit max-w-full truncate rounded-pill border border-accent/30 bg-accent-soft px-2.5 py-0.5 font-mono text-xs font-medium text-ink"
    >
      {category}
    </span>
  );
}
