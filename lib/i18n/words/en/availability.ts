// Availability in words; {from} and {until} are dates formatted for the language.
export const availability = {
  available: 'Available for new projects',
  availableFrom: 'Available for new projects from {from}',
  limited: 'Limited availability for new projects',
  limitedUntil: 'Limited availability until {until} · fully available from {from}',
  booked: 'Fully booked · taking enquiries for later projects',
  bookedUntilMonth: 'Booked until {until} · taking enquiries for {from}',
  bookedUntilDay: 'Booked until {until} · taking enquiries from {from}',
};
