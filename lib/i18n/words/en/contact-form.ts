// The contact form's own words: what the client form and its status need (a client component
// imports this slice). The messages after sending are the owner's, in content/contact.yaml.
export const contactForm = {
  heading: 'Send a Message',
  sending: 'Sending…',
  send: 'Send Message',
  characters: '{count} / {max} characters',
  tryAgain: 'Try again',
  openEmailApp: 'Open in your email app',
  copy: 'Copy message',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text',
  draftRestored: 'Draft restored',
  clear: 'Clear',
};
