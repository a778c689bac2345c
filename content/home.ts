// Milliseconds from the moment the page is first shown (spec: 3.5 s, 4.0 s, 4.5 s, 5.0 s, 5.5 s).
export const introTimeline = {
  heading: 3500,
  subtitle: 4000,
  tagline: 4500,
  cta: 5000,
  loadingEnds: 5500,
} as const;

// The picture beside the hero text: an SVG, or a JPEG/PNG photo of any size (docs/content.md).
export const heroImage = {
  src: '/images/home/blueprint.svg',
  alt: 'Blueprint drawing of a device enclosure that turns into a user-interface wireframe, with dimension lines and tolerances.',
};

export const featuredProjectIds = [
  'profitengine-center',
  'atlas-base',
  'focusgate-project-management',
] as const;

export type CapabilityIcon = 'layout' | 'cpu' | 'factory';

export const capabilities: { title: string; icon: CapabilityIcon; description: string }[] = [
  {
    title: 'UX & Digital Design',
    icon: 'layout',
    description:
      'Research, flows and interfaces for web and mobile, prototyped in Figma and shipped in React and TypeScript.',
  },
  {
    title: 'Prototyping & Engineering',
    icon: 'cpu',
    description:
      'CAD in Fusion 360, 3D scanning, rapid prototypes and fabricated parts that prove an idea works in the hand.',
  },
  {
    title: 'Manufacturing & Logistics',
    icon: 'factory',
    description:
      'Design for manufacture, supplier sourcing, tooling and quality checks, through to packaging and delivery.',
  },
];

export const closingCallToAction = {
  heading: 'Have an ambitious idea',
  text: "Let's build it together.",
  action: 'Contact Me',
} as const;
