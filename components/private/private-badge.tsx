import { LockKeyhole } from 'lucide-react';

export function PrivateBadge() {
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-full border border-line bg-surface px-2.5 py-0.5 font-mono text-xs font-medium text-ink">
      <LockKeyhole aria-hidden className="size-3" />
      Private · passphrase required
    </span>
  );
}
