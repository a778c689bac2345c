// Written by scripts/test/sample-fingerprints.mjs from the shipped sample: do not edit.
import type { Fingerprints } from './sample-fingerprints';

export const sampleFingerprints: Fingerprints = {
  fields: {
    'content/site.yaml': {
      'siteConfig.brand': ['98eafcf802fce711'],
      'siteConfig.shortBrand': ['3b1e5b533abb0c49'],
      'siteConfig.tagline': ['340dabb450127d06'],
      'siteConfig.description': ['79153276d499bbf3'],
      'availability.note': ['561e65d2847ca4b5'],
    },
    'content/about.yaml': {
      'about.subheading': ['6b424c9e3f4abf36'],
      'about.biography.*': [
        'd723154243e132b0',
        'bbf8083b45d5a9f4',
        'c3ee60f52af2cb03',
        '5535135b32af6c5b',
      ],
      'about.callToAction.heading': ['2db063e3ffdcb33e'],
      'about.callToAction.text': ['4025b1b506230e47'],
      'about.description': ['9ca0384b55dbed92'],
    },
    'content/home.yaml': {
      'heroImage.alt': ['e105855a0fb717d7'],
      'capabilities.*.description': ['9e7c53ad57244aa3', 'a3a7a658954f7ab0', 'f95cf042e32e0115'],
      'closingCallToAction.heading': ['a6354e591a112e0b'],
      'closingCallToAction.text': ['d731e134b27ac938'],
    },
    'content/portfolio.yaml': { intro: ['c0e296392e40e63f'], description: ['fff8f30bf9be9ce3'] },
    'content/process.yaml': {
      intro: ['d3d7218c40052480'],
      description: ['6b59a678b65ecc35'],
      'processSteps.*.description': [
        '60dad5805111836c',
        'd41ec04685eb1728',
        'd30f6374d470a1d8',
        '9a5930f62beb4328',
        '713b0445f6c585e3',
      ],
    },
    'content/categories.yaml': {
      'projectCategories[]': ['234b8d000ad9f0be'],
      'filterCategories[]': ['bccd0a27772d3023'],
    },
    'content/contact.yaml': {
      'contact.intro': ['d003d33cf407daf6'],
      'contact.description': ['cdfb1c3fe33bc8e4'],
      'contact.timeline.text': ['ecf79092b82dc60f'],
    },
    'content/case-study.yaml': {
      'callToAction.heading': ['c916f76c727f31e7'],
      'callToAction.text': ['3a7b629dac21a5da'],
    },
  },
  words: { 'intro.loadingModules': 'ed7759fa1a186812', 'intro.calibrating': 'f7469c618e31648c' },
  files: {
    'public/videos/atlas-base-assembly.mp4': '1f9a6fc2fa4bc612',
    'public/videos/atlas-base-assembly.poster.webp': '0bdde86308c4ec64',
    'public/videos/atlas-base-assembly.webm': '5abd96168a86e129',
    'public/images/clients/sample-harbor-and-pine.svg': 'a9bb1bf06bc8501c',
    'public/images/clients/sample-northwind-devices.svg': '249b25fb58e20597',
    'public/images/clients/sample-tessellate.svg': 'b89af6cb36f08b81',
    'public/images/testimonials/sample-priya-natarajan.jpg': 'a4a10b86a622c642',
    'public/images/home/blueprint.svg': 'a0957d5ada92963d',
  },
  notes: {
    'content/notes/print-the-shell-first.md': '5825b3693f9a827b',
    'content/notes/the-shell-is-the-heat-sink.md': '65e1b53c4bce639f',
    'content/notes/what-gets-lost-in-a-hand-off.md': 'a51f230bfe81afd6',
  },
};
