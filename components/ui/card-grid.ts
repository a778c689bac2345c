// Card grids that end well for any count: a wrapping row of cards a half (from 768 px) or a third
// (from 1024 px) of the row wide, so a last row that is not full is centred under the others
// instead of leaving an empty cell beside it (five cards: three, then two in the middle). A card
// the portfolio filter hides takes no place.
export const cardGrid = 'flex flex-wrap justify-center gap-6';
export const cardCell = 'w-full min-w-0 md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]';
