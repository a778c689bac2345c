/** Shown when the form was filled from a saved draft; Clear empties it and forgets the draft. */
export function DraftNotice({ onClear }: { onClear: () => void }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      Draft restored
      <button
        type="button"
        onClick={onClear}
        className="min-h-11 rounded px-2 font-medium text-accent underline underline-offset-4 hover:no-underline"
      >
        Clear
      </button>
    </p>
  );
}
