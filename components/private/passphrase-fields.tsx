import type { FormEvent, Ref } from 'react';
import type { passphrase } from '@/lib/i18n/words/en/passphrase';
import { buttonClasses } from '../ui/button-link';

type PassphraseFieldsProps = {
  /** False until the unlock code runs: without it nothing could open the case study. */
  ready: boolean;
  busy?: boolean;
  error?: string | null;
  fieldId: string;
  errorId: string;
  fieldRef?: Ref<HTMLInputElement>;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  words: typeof passphrase;
};

// The passphrase form's markup, without state: the locked page's HTML renders it disabled (from the
// server, so public case studies load no code for it) until PassphraseForm takes its place.
export function PassphraseFields({
  ready,
  busy = false,
  error = null,
  fieldId,
  errorId,
  fieldRef,
  onSubmit,
  words,
}: PassphraseFieldsProps) {
  return (
    <form onSubmit={onSubmit} className="mt-10 max-w-md" noValidate>
      <fieldset disabled={!ready} className="grid gap-4">
        <legend className="sr-only">{words.legend}</legend>
        <div className="grid gap-2">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            {words.label}
          </label>
          <input
            ref={fieldRef}
            id={fieldId}
            name="passphrase"
            type="password"
            autoComplete="current-password"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 rounded-md border border-line bg-surface px-3 text-ink"
          />
        </div>
        <label className="inline-flex items-center gap-2 text-sm">
          <input name="remember" type="checkbox" className="size-4 accent-accent" />
          {words.remember}
        </label>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={buttonClasses('primary', 'w-fit')}
        >
          {busy ? words.unlocking : words.open}
        </button>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-lg border border-accent/60 bg-accent-soft p-3 text-sm font-medium"
          >
            {error}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
