// A spam trap: a field people never see, reach with Tab, hear or have autofilled, which naive bots
// fill in. A submission that fills it is dropped but shown as sent.
export function ContactHoneypot({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor="contact-honeypot">{label}</label>
      <input id="contact-honeypot" name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
