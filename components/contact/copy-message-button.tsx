'use client';

import { useState } from 'react';
import { trackEvent } from '@/lib/analytics/track';
import { buttonClasses } from '../ui/button-link';

const labels = { idle: 'Copy message', copied: 'Copied', failed: 'Copy failed: select the text' };

export function CopyMessageButton({ text }: { text: string }) {
  const [state, setState] = useState<keyof typeof labels>('idle');
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
