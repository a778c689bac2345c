// The sample site's own values. A build for publication (SITE_URL set, or CI=true) that still carries
// any of them prints one warning block, and `npm run check -- --publish` fails on them; the sample
// site itself builds as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { clients as ownerClients } from '@/lib/owner/clients';
import { booking as ownerBooking, siteConfig } from '@/lib/owner/site';
import { testimonials as ownerTestimonials } from '@/lib/owner/testimonials';
import { sampleFingerprints } from './sample-fingerprints-data';
import { type Fingerprints, sampleLeftovers } from './sample-fingerprints';

export const sample = {
  name: 'Alex Morgan',
  email: 'hello@example.com',
  social: ['https://www.linkedin.com/in/example', 'https://github.com/example'],
  /**
   * The five sample case studies: sha256 (first 16 hex digits) of the Markdown after the front
   * matter, so a study counts as unchanged until its text is rewritten.
   */
  projects: {
    '3d-laser-scanning': '098e5ed37e546f81',
    'atlas-base': '603c9f0c286c7fd6',
    'focusgate-project-management': '55d55e927f5239cb',
    'gravity-dice-design': '6789e642df9cf3c4',
    'profitengine-center': '49c4ab44aabf2133',
  } as Record<string, string>,
  /** The invented people quoted in content/testimonials.yaml and the invented clients. */
  testimonials: ['Priya Natarajan', 'Jonas Feld', 'Mara Quist'],
  clients: [
    'Northwind Devices',
    'Harbor & Pine',
    'Quillfield Labs',
    'Tessellate Mobility',
    'Halvorsen Orbital Freight',
  ],
  booking: 'https://cal.com/example/intro-call',
};

const exampleDomain = (url: string) => {
  try {
    return /(^|\.)example(\.(com|net|org))?$/.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

export const bodyHash = (markdown: string) =>
  createHash('sha256')
    .update(markdown.replace(/\r\n/g, '\n').replace(/^---\n[\s\S]*?\n---\n/, ''))
    .digest('hex')
    .slice(0, 16);

type SiteValues = {
  name: string;
  email: string;
  url: string;
  social: readonly { label: string; href: string }[];
};

type TrustValues = {
  testimonials: readonly { name: string }[];
  clients: readonly { name: string; url?: string }[];
  booking: { url: string } | null;
};

const ownerTrust: TrustValues = {
  testimonials: ownerTestimonials,
  clients: ownerClients,
  booking: ownerBooking,
};

/** The invented testimonials, clients and booking link still in content/. */
function sampleTrust({ testimonials, clients, booking }: TrustValues): string[] {
  const found: string[] = [];
  testimonials.forEach(({ name }, i) => {
    if (sample.testimonials.includes(name)) {
      found.push(`content/testimonials.yaml: testimonials.${i} is the sample quote of ${name}`);
    }
  });
  clients.forEach(({ name, url }, i) => {
    if (sample.clients.includes(name)) {
      found.push(`content/clients.yaml: clients.${i} is the sample client ${name}`);
    } else if (url && exampleDomain(url)) {
      found.push(`content/clients.yaml: field "clients.${i}.url" is the sample address ${url}`);
    }
  });
  if (booking && (booking.url === sample.booking || exampleDomain(booking.url))) {
    found.push(`content/site.yaml: field "booking.url" is the sample link ${booking.url}`);
  }
  return found;
}

/** Every sample value still in the content at `root`, each naming the file and the field. */
export function sampleValues(
  root = process.cwd(),
  site: SiteValues = siteConfig,
  trust: TrustValues = ownerTrust,
  prints: Fingerprints = sampleFingerprints,
): string[] {
  const found: string[] = [];
  const where = 'content/site.yaml: field';
  if (site.name === sample.name) found.push(`${where} "name" is the sample name "${site.name}"`);
  if (site.email === sample.email || site.email.endsWith('@example.com')) {
    found.push(`${where} "email" is the sample address ${site.email}`);
  }
  if (exampleDomain(site.url)) found.push(`${where} "url" is the sample address ${site.url}`);
  site.social.forEach((link, i) => {
    if (sample.social.includes(link.href) || exampleDomain(link.href)) {
      found.push(`${where} "social.${i}.href" is the sample link ${link.href}`);
    }
  });
  const projectsDir = path.join(root, 'content/projects');
  for (const file of fs.existsSync(projectsDir) ? fs.readdirSync(projectsDir).sort() : []) {
    if (!file.endsWith('.md')) continue;
    const id = file.slice(0, -3);
    const text = fs.readFileSync(path.join(projectsDir, file), 'utf8');
    const relative = `content/projects/${file}`;
    if (sample.projects[id] === bodyHash(text)) {
      found.push(`${relative}: the sample case study, unchanged`);
    }
    found.push(...placeholdersIn(root, relative, text));
    const live = /^liveUrl:\s*(\S+)/m.exec(text)?.[1];
    if (live && exampleDomain(live))
      found.push(`${relative}: field "liveUrl" is the sample address ${live}`);
  }
  return [...found, ...sampleTrust(trust), ...sampleLeftovers(root, prints)];
}

/**
 * The guidance `npm run new-project` writes into a new case study
 * (scripts/owner/new-project-template.mjs), one phrase per field or section, and the mark of its
 * placeholder pictures.
 */
export const scaffold = {
  phrases: {
    description: 'One or two sentences for the project card',
    imageAlt: 'Describe what the hero image shows, for people who cannot see it.',
    Overview: 'Start here: what the project is, who it was for',
    'The Challenge': 'Describe the problem the client brought to you.',
    'My Role': 'Say what you did yourself and what you did with others',
    'Process & Solution': 'Walk through the steps from the first sketch to the finished result',
    'The Results': 'End with what changed for the client',
  } as Record<string, string>,
  picture: '<title>Placeholder: ',
};

/** A case study's unchanged guidance text and placeholder pictures (public/ or private/). */
function placeholdersIn(root: string, relative: string, text: string): string[] {
  const squashed = text.replace(/\s+/g, ' ');
  const fields = Object.entries(scaffold.phrases)
    .filter(([, phrase]) => squashed.includes(phrase))
    .map(([field]) => field);
  const found = fields.length
    ? [
        `${relative}: still holds npm run new-project's guidance in ${fields.map((field) => `"${field}"`).join(', ')}: replace it with your own words`,
      ]
    : [];
  // Every form a picture takes: `image:`, `- /…`, `- src: /…`, a teaser's image, `![…](/… "…")`.
  const images = [...text.matchAll(/(?<![\w.])(\/[^\s"'()]+\.svg)\b/g)].map((m) => m[1]);
  for (const src of new Set(images)) {
    const file = ['public', 'private']
      .map((dir) => path.join(root, dir, src))
      .find((candidate) => fs.existsSync(candidate));
    if (file && fs.readFileSync(file, 'utf8').includes(scaffold.picture)) {
      const where = path.relative(root, file).split(path.sep).join('/');
      found.push(`${relative}: ${src} is new-project's placeholder picture: replace ${where}`);
    }
  }
  return found;
}

type Env = Record<string, string | undefined>;

/** A build for publication: SITE_URL is set, or it runs in CI. */
export const isPublication = (env: Env = process.env) =>
  Boolean(env.SITE_URL?.trim()) || env.CI === 'true';

/** The one warning block a publication build prints, or undefined. */
export function sampleWarning(values: string[], env: Env = process.env) {
  if (values.length === 0 || !isPublication(env)) return undefined;
  const why = env.SITE_URL?.trim() ? `SITE_URL is ${env.SITE_URL.trim()}` : 'CI=true';
  return [
    `⚠ Sample content: this is a build for publication (${why}), but ${values.length} sample value(s) are still in content/:`,
    ...values.map((value) => `    ${value}`),
    '  Replace them before you publish (README, "Make it yours"); `npm run check -- --publish` lists them and fails until they are gone.',
  ].join('\n');
}
