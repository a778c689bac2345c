// A protected case study's own words on its locked page and in the portfolio list.
export const privateWork = {
  badge: 'Private · passphrase required',
  openWithPassphrase: 'Open with Passphrase',
  heading: 'Private Case Study',
  metaDescription: 'A private case study, shared by link and opened with a passphrase.',
  explanation:
    "This case study is covered by a non-disclosure agreement, so it is shared by link with a passphrase. Don't have one? Ask me at {email}.",
  noScript:
    'This case study needs JavaScript to open: it is decrypted in your browser with the passphrase. Turn JavaScript on, or write to {email} to ask for it another way.',
};
