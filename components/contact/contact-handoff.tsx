import { trackEvent } from '@/lib/analytics/track';
import { CopyMessageButton } from './copy-message-button';
import { buttonClasses } from '../ui/button-link';

type ContactHandoffProps = { mailto: string; text: string; primary?: boolean };

/** Two one-click ways to send the message without the form: the email app, or the clipboard. */
export function ContactHandoff({ mailto, text, primary = true }: ContactHandoffProps) {
  return (
    <>
      <a
        href={mailto}
        onClick={() => trackEvent('Contact sent', { mode: 'email app' })}
        className={buttonClasses(primary ? 'primary' : 'secondary')}
      >
        Open in your email app
      </a>
      <CopyMessageButton text={text} />
    </>
  );
}
