export const contact = {
  heading: "Let's Build Something Great",
  intro:
    'Tell me what you are making and where you are stuck. I reply to every message within two working days.',
  timeline: {
    heading: 'Project Timeline',
    text: 'Most projects take 2-6 months from first call to launch. I work with 2-3 clients at once, so each project gets focused attention.',
  },
  // How the form's messages reach you; docs/contact-delivery.md has the steps.
  // A build with CONTACT_ENDPOINT=<url> uses `endpoint` mode with that URL, whatever is set here.
  delivery: {
    // 'console' (nothing is sent; the visitor gets an email link), 'endpoint' or 'netlify'.
    mode: 'console',
    // endpoint mode: the https:// URL that receives a JSON POST, e.g. https://formspree.io/f/abcdwxyz
    endpoint: '',
    // endpoint mode: fields sent with every message, e.g. { access_key: '...' } for Web3Forms.
    extraFields: {},
    // netlify mode: the form's name in the Netlify dashboard.
    netlifyFormName: 'contact',
    // The hidden spam trap's field name: _gotcha suits Formspree, botcheck Web3Forms.
    honeypotField: '_gotcha',
  },
  // What the form tells the visitor. {name}, {email}, {status}, {reason} and {seconds} are filled in.
  messages: {
    sent: 'Thanks, {name}! Your message has been sent; I will reply by email.',
    logged:
      'Thanks, {name}! Your message has not been sent: this site does not deliver messages online yet. Send it to {email} yourself, in one click:',
    offline: 'You seem to be offline, so your message was not sent.',
    unreachable: 'Your message was not sent: the message service could not be reached.',
    refused: 'The message service refused your message: {reason}',
    refusedNoReason: 'The message service refused your message (error {status}).',
    failed: 'The message service failed (error {status}), so your message was not sent.',
    timeout:
      'The message service did not answer within {seconds} seconds, so your message may not have arrived.',
    kept: 'Everything you wrote is still in the form: try again, or send it by email.',
  },
  // The subject of the email the visitor's "Open in your email app" link starts.
  emailSubject: 'Project enquiry from your portfolio',
} as const;
