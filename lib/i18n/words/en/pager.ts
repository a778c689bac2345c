// A case study's pager and its social image's own words.
export const pager = {
  label: 'More case studies',
  previous: 'Previous project',
  next: 'Next project',
  socialStamp: 'Case study · {date}',
  socialAlt: '{title}: {category} case study by {brand}',
};
