// The contact form's own words: what the client form and its status need (a client component
// imports this slice). The messages after sending are the owner's, in content/contact.yaml.
export const contactForm = {
  heading: 'Send a Message',
  sending: 'Sending…',
  send: 'Send Message',
  characters: '{count} / {max} characters',
  tryAgain: 'Try Again',
  openEmailApp: 'Open in Your Email App',
  copy: 'Copy Message',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text',
  draftRestored: 'Draft restored',
  clear: 'Clear',
};
