// The passphrase form's own words (the locked page's HTML and the client unlock code use them).
export const passphrase = {
  legend: 'Open the Case Study',
  label: 'Passphrase',
  remember: 'Remember on this device',
  unlocking: 'Unlocking…',
  open: 'Open Case Study',
  empty: 'Enter the passphrase you were given.',
  wrong: 'That passphrase does not open this case study. Check it and try again.',
  network: 'The case study could not be loaded. Check your connection and try again.',
  opened: 'Opened with its passphrase',
  lock: 'Lock Again',
};
