// A case study's pager and its social image's own words.
export const pager = {
  label: 'More case studies',
  previous: 'Previous Project',
  next: 'Next Project',
  socialStamp: 'Case study · {date}',
  socialAlt: '{title}: {category} case study by {brand}',
};
