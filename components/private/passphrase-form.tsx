'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { passphrase as englishWords } from '@/lib/i18n/words/en/passphrase';
import { PassphraseFields } from './passphrase-fields';

/** What trying a passphrase came to: opened, not the right one, or the case study did not load. */
export type UnlockResult = 'opened' | 'wrong' | 'network';

type PassphraseFormProps = {
  /** False until the page's script runs: without JavaScript nothing could open the case study. */
  ready: boolean;
  /** Tries the passphrase (the cipher lives with the caller, in the lazily loaded unlock chunk). */
  unlock: (passphrase: string, remember: boolean) => Promise<UnlockResult>;
  /** The form's words in another language (English is built in). */
  words?: typeof englishWords;
};

// The passphrase form's state: the cipher lives with the caller, in the lazily loaded unlock chunk.
export function PassphraseForm({ ready, unlock, words = englishWords }: PassphraseFormProps) {
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
      setError(words.empty);
      field.current?.focus();
      return;
    }
    working.current = true;
    setBusy(true);
    setError(null);
    const result = await unlock(passphrase, data.get('remember') === 'on');
    working.current = false;
    setBusy(false);
    if (result !== 'opened') {
      setError(words[result]);
      field.current?.focus();
      field.current?.select();
    }
  }

  return (
    <PassphraseFields
      ready={ready}
      busy={busy}
      error={error}
      fieldId={fieldId}
      errorId={errorId}
      fieldRef={field}
      onSubmit={submit}
      words={words}
    />
  );
}
