// A before/after comparison's words (components/case-study/media/before-after.tsx, a client
// component: its script holds only this slice; another language's is passed as its `words` prop).
export const compare = {
  before: 'Before',
  after: 'After',
  handle: 'Compare before and after',
  valueText: '{percent} % before',
};
