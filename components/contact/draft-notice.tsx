import type { contactForm } from '@/lib/i18n/words/en/contact-form';

type DraftNoticeProps = { onClear: () => void; words: typeof contactForm };

/** Shown when the form was filled from a saved draft; Clear empties it and forgets the draft. */
export function DraftNotice({ onClear, words }: DraftNoticeProps) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      {words.draftRestored}
      <button
        type="button"
        onClick={onClear}
        className="min-h-6 rounded px-2 font-medium text-accent underline underline-offset-4 hover:no-underline sm:min-h-11"
      >
        {words.clear}
      </button>
    </p>
  );
}
