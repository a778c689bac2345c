// The contact page's own words that render on the server: fields, details, privacy note.
export const contact = {
  name: 'Name',
  namePlaceholder: 'Your full name',
  email: 'Email',
  message: 'Message',
  messagePlaceholder: 'Tell me about your project and how I can help...',
  honeypot: 'Leave this field empty',
  noScript: 'This form needs JavaScript. Please email your message to {email}.',
  bookHeading: 'Rather Talk It Through?',
  bookText: 'Pick a time that suits you for a first call:',
  getInTouch: 'Get in Touch',
  preferEmail: 'Prefer email? Write to me directly:',
  analytics:
    'Privacy: this site counts visits with {service}, without cookies or anything that identifies you, and never sends what you type in the form. With Global Privacy Control on, your browser sends nothing.',
};
