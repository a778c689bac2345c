export type ProcessIcon = 'lightbulb' | 'pen-tool' | 'wrench' | 'factory' | 'rocket';

export type ProcessStep = { icon: ProcessIcon; title: string; description: string };

export const processSteps: ProcessStep[] = [
  {
    icon: 'lightbulb',
    title: 'Concept & Strategy',
    description:
      'We define the problem, the people it is for and what success looks like, then agree on scope, budget and the riskiest assumptions to test first.',
  },
  {
    icon: 'pen-tool',
    title: 'Design & UX',
    description:
      'Sketches become user flows, wireframes and a visual system, tested with real users before a single line of production code or a part is made.',
  },
  {
    icon: 'wrench',
    title: 'Prototyping & Engineering',
    description:
      'Working prototypes in code and in material: CAD, 3D printing, scanning and fabrication, iterated until the design holds up in use.',
  },
  {
    icon: 'factory',
    title: 'Manufacturing & Logistics',
    description:
      'Design for manufacture, supplier selection, tooling and quality checks, so the thousandth unit matches the first.',
  },
  {
    icon: 'rocket',
    title: 'Launch & Marketing',
    description:
      'Release, packaging, product photography and the launch page, with measurement in place so the next iteration is based on evidence.',
  },
];
