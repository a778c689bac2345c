'use client';

import { useState } from 'react';
import { trackEvent } from '@/lib/analytics/track';
import type { contactForm } from '@/lib/i18n/words/en/contact-form';
import { buttonClasses } from '../ui/button-link';

type CopyMessageButtonProps = { text: string; words: typeof contactForm };

export function CopyMessageButton({ text, words }: CopyMessageButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const labels = { idle: words.copy, copied: words.copied, failed: words.copyFailed };
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(() => {
        setState('copied');
        trackEvent('Contact sent', { mode: 'clipboard' });
      })
      .catch(() => setState('failed'));

  return (
    <button type="button" onClick={copy} className={buttonClasses('secondary')}>
      <span aria-live="polite">{labels[state]}</span>
    </button>
  );
}
