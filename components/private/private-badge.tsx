import { LockKeyhole } from 'lucide-react';

/** The lock badge's words are passed in: the badge renders in the portfolio list and on the
 * locked page, both on the server. */
export function PrivateBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-full border border-line bg-surface px-2.5 py-0.5 font-mono text-xs font-medium text-ink">
      <LockKeyhole aria-hidden className="size-3" />
      {label}
    </span>
  );
}
