// The closing call to action under every case study, after The Results. Its button leads to /contact/.
// The build checks each text: heading up to 60 characters, text up to 240, action up to 30.
export const callToAction = {
  heading: 'Have a similar project?',
  text: 'Tell me where it stands and where it needs to go. I will reply with first thoughts and how we could work together.',
  action: 'Start a conversation',
};
