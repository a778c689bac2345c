import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { emptyFields, type ContactFields } from '@/lib/contact/contact-message';

// The visitor's unsent message, kept in this browser so a reload, the back button or a closed tab
// loses nothing. It is removed once sent or cleared, and ignored after 30 days.
const key = 'contact-draft';
const maxAgeMs = 30 * 24 * 60 * 60 * 1000;
const saveAfterMs = 300;
const names = Object.keys(emptyFields) as (keyof ContactFields)[];

function read(): ContactFields | null {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!saved || Date.now() - saved.savedAt > maxAgeMs) return null;
    const fields = { ...emptyFields };
    for (const name of names) if (typeof saved[name] === 'string') fields[name] = saved[name];
    return names.some((name) => fields[name]) ? fields : null;
  } catch {
    return null;
  }
}

function write(fields: ContactFields) {
  try {
    if (names.some((name) => fields[name].trim())) {
      localStorage.setItem(key, JSON.stringify({ ...fields, savedAt: Date.now() }));
    } else {
      localStorage.removeItem(key);
    }
  } catch {
    // Storage refused (private mode, quota): the form works without a draft.
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as Field;
const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries(names.map((name) => [name, fieldOf(form, name).value])) as ContactFields;

/** Keeps the form's fields in a draft; `fields` is what they hold now. */
export function useContactDraft(form: RefObject<HTMLFormElement | null>) {
  const [{ fields, restored }, setDraft] = useState({ fields: emptyFields, restored: false });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const draft = read();
    if (draft && form.current) {
      for (const name of names) fieldOf(form.current, name).value = draft[name];
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the server render cannot read the visitor's storage; restoring after hydration is the point
      setDraft({ fields: draft, restored: true });
    }
    // A reload within the debounce still keeps the last keystrokes.
    const flush = () => {
      if (timer.current === undefined || !form.current) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      write(valuesOf(form.current));
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [form]);

  const onInput = useCallback(() => {
    if (!form.current) return;
    const next = valuesOf(form.current);
    setDraft((current) => ({ ...current, fields: next }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      write(next);
    }, saveAfterMs);
  }, [form]);

  /** Empties the form and forgets the draft (after sending, or on Clear). */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    form.current?.reset();
    setDraft({ fields: emptyFields, restored: false });
    write(emptyFields);
  }, [form]);

  return { fields, restored, onInput, discard };
}
