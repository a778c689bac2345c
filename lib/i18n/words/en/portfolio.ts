// The portfolio list's own words: the filter (a client component imports this slice).
export const portfolio = {
  filterLabel: 'Filter projects by category',
  oneProject: '{count} project',
  manyProjects: '{count} projects',
  showingAll: 'Showing all {count}',
  inCategory: '{count} in {category}',
  emptyTitle: 'No {category} Projects Yet',
  emptyText:
    'Case studies for this category are on the way. Want to be the first? I would be glad to hear about your brand.',
  emptyAction: 'Start a Conversation',
};
