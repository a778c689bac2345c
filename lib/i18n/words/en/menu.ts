// The main navigation's label and the mobile menu's button (a client component imports this slice).
export const menu = {
  button: 'Menu',
  nav: 'Main',
};
