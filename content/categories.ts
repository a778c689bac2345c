// The categories a case study can have (its `category` front matter field must be one of these).
export const projectCategories = ['UX & Digital', 'Industrial Design & Engineering'] as const;

// The portfolio's filter buttons, in order. Brand Development is offered as a filter before any
// project carries it. Each category's address slug is made from its name
// (`UX & Digital` is `/portfolio/?category=ux-digital`).
export const filterCategories = ['All', ...projectCategories, 'Brand Development'] as const;
