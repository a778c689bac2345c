// A spam trap: a field people never see, reach with Tab, hear or have autofilled, which naive bots
// fill in. A submission that fills it is dropped but shown as sent.
export function ContactHoneypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor="contact-honeypot">Leave this field empty</label>
      <input id="contact-honeypot" name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
