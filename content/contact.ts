export const contact = {
  heading: "Let's Build Something Great",
  intro:
    'Tell me what you are making and where you are stuck. I reply to every message within two working days.',
  timeline: {
    heading: 'Project Timeline',
    text: 'Most projects take 2-6 months from first call to launch. I work with 2-3 clients at once, so each project gets focused attention.',
  },
} as const;
