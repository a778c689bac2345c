// Each page's own title, description and headings, written by the site rather than content/.
export const pages = {
  whatIDo: 'What I do',
  capabilities: 'Core Capabilities',
  selectedWork: 'Selected work',
  featuredProjects: 'Featured Projects',
  allProjects: 'All projects',
  testimonials: 'Testimonials',
  whatClientsSay: 'What clients say',
  clients: 'Clients',
  homeClientsTitle: 'Who I have worked with',
  aboutTitle: 'About',
  aboutDescription:
    'Film production, web and UX, industrial design and manufacturing: the background behind a freelance product designer and engineer.',
  aboutEyebrow: 'Background',
  aboutClientsTitle: 'Clients I have worked with',
  expertise: 'Technical Expertise',
  digital: 'Digital',
  physical: 'Physical',
  tools: 'Tools I work with',
  toolIcon: '{name} icon',
  portfolioTitle: 'Portfolio',
  portfolioDescription:
    'Case studies in UX and digital design, industrial design and engineering: from research and prototypes to manufactured products.',
  portfolioEyebrow: 'Portfolio',
  portfolioHeading: 'Selected projects',
  portfolioIntro:
    'Digital products, engineered hardware and the manufacturing behind them. Filter by discipline, then open a case study for the full story.',
  processTitle: 'My Process',
  processDescription:
    'Five steps from concept to creation: strategy, design and UX, prototyping and engineering, manufacturing and logistics, and launch.',
  processEyebrow: 'My Process',
  processHeading: 'From Concept to Creation',
  processIntro:
    'One process for apps and for objects. Each step ends with something you can see, hold or test, so decisions are made on evidence rather than guesses.',
  contactTitle: 'Contact',
  contactDescription:
    'Start a project: send a message about the product you want to design, engineer or manufacture.',
  contactEyebrow: 'Contact',
  socialStamp: 'Portfolio',
  viewProject: 'View Project',
  notFoundTitle: 'Not found',
};
