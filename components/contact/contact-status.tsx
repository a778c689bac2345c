import type { contact } from '@/lib/owner/contact';
import { fillMessage } from '@/lib/contact/contact-message';
import type { contactForm } from '@/lib/i18n/words/en/contact-form';
import type { DeliveryFailure } from './send-contact-message';
import { ContactHandoff } from './contact-handoff';
import { buttonClasses } from '../ui/button-link';

export type ContactMessages = Record<keyof typeof contact.messages, string>;

export type ContactOutcome =
  | { phase: 'idle' | 'sending' }
  | { phase: 'sent' | 'logged'; name: string }
  | { phase: 'failed'; failure: DeliveryFailure };

type ContactStatusProps = {
  outcome: ContactOutcome;
  messages: ContactMessages;
  ownerEmail: string;
  timeoutMs: number;
  handoff: { mailto: string; text: string };
  onRetry: () => void;
  words: typeof contactForm;
};

const box = 'mt-6 rounded-lg border p-4 text-sm leading-relaxed';

/** What went wrong, in plain words. */
function failureText(messages: ContactMessages, failure: DeliveryFailure, timeoutMs: number) {
  const reason = 'reason' in failure ? failure.reason?.replace(/([^.!?])$/, '$1.') : undefined;
  const key = failure.kind === 'refused' && !reason ? 'refusedNoReason' : failure.kind;
  return fillMessage(messages[key], {
    ...failure,
    reason: reason ?? '',
    seconds: Math.round(timeoutMs / 1000),
  });
}

export function ContactStatus({
  outcome,
  messages,
  ownerEmail,
  timeoutMs,
  handoff,
  onRetry,
  words,
}: ContactStatusProps) {
  const failed = outcome.phase === 'failed';
  return (
    <>
      <div role="status" className="empty:hidden">
        {(outcome.phase === 'sent' || outcome.phase === 'logged') && (
          <p className={`${box} border-line bg-canvas`}>
            {fillMessage(messages[outcome.phase], { name: outcome.name, email: ownerEmail })}
          </p>
        )}
      </div>
      {failed && (
        <p role="alert" className={`${box} border-accent/60 bg-accent-soft`}>
          {failureText(messages, outcome.failure, timeoutMs)} {messages.kept}
        </p>
      )}
      {(outcome.phase === 'logged' || failed) && (
        <div className="mt-4 flex flex-wrap gap-3">
          {failed && (
            <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
              {words.tryAgain}
            </button>
          )}
          <ContactHandoff {...handoff} primary={!failed} words={words} />
        </div>
      )}
    </>
  );
}
