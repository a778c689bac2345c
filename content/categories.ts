export const projectCategories = ['UX & Digital', 'Industrial Design & Engineering'] as const;

export type ProjectCategory = (typeof projectCategories)[number];

// Brand Development is offered as a filter before any project carries it.
export const filterCategories = ['All', ...projectCategories, 'Brand Development'] as const;

export type FilterCategory = (typeof filterCategories)[number];
