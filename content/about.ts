export const about = {
  heading: 'About Me',
  subheading: 'A Unique Blend of Digital and Physical Expertise',
  biography: [
    'I started out in film production, learning to tell a story frame by frame and to ship on a fixed date with a small crew. Editing taught me that every second on screen has to earn its place, a rule I still apply to every interface and every part.',
    'From film I moved to the web, building sites and apps in React and TypeScript and designing the flows behind them. Years of user testing made me obsessive about removing friction: the best interface is the one people never have to think about.',
    'Alongside the screen work I trained in industrial design and manufacturing: CAD modelling, precision welding and fabrication, rapid prototyping and the unglamorous detail of tolerances, tooling and supplier lead times.',
    'Today I bring those worlds together. Clients get one person who can shape the idea, design the app, engineer the enclosure and get it manufactured, without the hand-offs where projects usually lose time, money and intent.',
  ],
  expertise: {
    digital: [
      'React & TypeScript development',
      'UX/UI design & prototyping',
      'Film production & post-production',
      'Mobile app development',
    ],
    physical: [
      'CAD design & 3D modeling',
      'Precision welding & fabrication',
      'Rapid prototyping',
      'Manufacturing process design',
    ],
  },
  tools: [
    { name: 'Adobe Creative Suite', logo: '/images/tools/adobe-creative-suite.svg' },
    { name: '3D Laser Scanning', logo: '/images/tools/3d-laser-scanning.svg' },
    { name: 'Fusion 360', logo: '/images/tools/fusion-360.svg' },
    { name: 'AI Integration', logo: '/images/tools/ai-integration.svg' },
  ],
  callToAction: {
    heading: 'Ready to collaborate',
    text: 'Tell me about the product you want to make, on screen or in the hand.',
    action: 'Get In Touch',
  },
} as const;
