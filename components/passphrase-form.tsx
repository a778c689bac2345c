'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { fetchSealed, openWithPassphrase, SealedError } from '@/lib/private/unlock';
import { buttonClasses } from './ui/button-link';

export type Unlocked = {
  sealed: Uint8Array;
  plaintext: Uint8Array;
  key: CryptoKey;
  remember: boolean;
};

type PassphraseFormProps = {
  sealedUrl: string;
  /** False until the page's script runs: without JavaScript nothing could open the case study. */
  ready: boolean;
  onUnlocked: (unlocked: Unlocked) => Promise<void>;
};

const messages = {
  wrong: 'That passphrase does not open this case study. Check it and try again.',
  network: 'The case study could not be loaded. Check your connection and try again.',
};

export function PassphraseForm({ sealedUrl, ready, onUnlocked }: PassphraseFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const working = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working.current) return; // the key is being derived: a second press does nothing more
    const data = new FormData(event.currentTarget);
    const passphrase = String(data.get('passphrase') ?? '');
    if (!passphrase) {
      setError('Enter the passphrase you were given.');
      field.current?.focus();
      return;
    }
    working.current = true;
    setBusy(true);
    setError(null);
    try {
      const sealed = await fetchSealed(sealedUrl);
      const { plaintext, key } = await openWithPassphrase(sealed, passphrase);
      await onUnlocked({ sealed, plaintext, key, remember: data.get('remember') === 'on' });
    } catch (failure) {
      setError(failure instanceof SealedError ? messages.wrong : messages.network);
      field.current?.focus();
      field.current?.select();
    } finally {
      working.current = false;
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-10 max-w-md" noValidate>
      <fieldset disabled={!ready} className="grid gap-4">
        <legend className="sr-only">Open the case study</legend>
        <div className="grid gap-2">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            Passphrase
          </label>
          <input
            ref={field}
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
          Remember on this device
        </label>
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={buttonClasses('primary', 'w-fit')}
        >
          {busy ? 'Unlocking…' : 'Open case study'}
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
