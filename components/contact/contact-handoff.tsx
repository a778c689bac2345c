import { trackEvent } from '@/lib/analytics/track';
import type { contactForm } from '@/lib/i18n/words/en/contact-form';
import { CopyMessageButton } from './copy-message-button';
import { buttonClasses } from '../ui/button-link';

type ContactHandoffProps = {
  mailto: string;
  text: string;
  primary?: boolean;
  words: typeof contactForm;
};

/** Two one-click ways to send the message without the form: the email app, or the clipboard. */
export function ContactHandoff({ mailto, text, primary = true, words }: ContactHandoffProps) {
  return (
    <>
      <a
        href={mailto}
        onClick={() => trackEvent('Contact sent', { mode: 'email app' })}
        className={buttonClasses(primary ? 'primary' : 'secondary')}
      >
        {words.openEmailApp}
      </a>
      <CopyMessageButton text={text} words={words} />
    </>
  );
}
