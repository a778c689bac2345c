import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clients } from '@/lib/owner/clients';
import { availability, booking } from '@/lib/owner/site';
import { testimonials } from '@/lib/owner/testimonials';
import type { Project } from '@/lib/content/projects';
import { readImage } from '@/lib/images/images';
import { availabilitySchema, availabilityWarning } from './availability';
import { bookingSchema } from './booking';
import { clientsSchema, names, type Client } from './clients';
import { contentIssues } from './parse';
import { testimonialsSchema, type Testimonial } from './testimonials';
import { files } from './trust';

export type TrustContent = {
  testimonials: unknown;
  clients: unknown;
  availability: unknown;
  booking: unknown;
};

const shipped: TrustContent = { testimonials, clients, availability, booking };

type CheckOptions = { projectIds: string[]; publicDir: string; content?: TrustContent };

/** Every problem in the testimonials, clients, availability and booking link; empty when valid. */
export function trustProblems({ projectIds, publicDir, content = shipped }: CheckOptions) {
  const schemaProblems = [
    ...contentIssues(testimonialsSchema, content.testimonials, files.testimonials, 'testimonials'),
    ...contentIssues(clientsSchema, content.clients, files.clients, 'clients'),
    ...(content.availability == null
      ? []
      : contentIssues(availabilitySchema, content.availability, files.site, 'availability')),
    ...(content.booking == null
      ? []
      : contentIssues(bookingSchema, content.booking, files.site, 'booking')),
  ];
  if (schemaProblems.length > 0) return schemaProblems;
  const imageProblem = (src: string | undefined, file: string, field: string) => {
    if (!src) return [];
    try {
      readImage(src, publicDir);
      return [];
    } catch (error) {
      return [`${file}: field "${field}": ${(error as Error).message}`];
    }
  };
  return [
    ...(content.clients as Client[]).flatMap((client, index) =>
      imageProblem(client.logo, files.clients, `clients.${index}.logo`),
    ),
    // Unpublished testimonials too: a missing photo or project shows before permission comes.
    ...(content.testimonials as Testimonial[]).flatMap((testimonial, index) => [
      ...(testimonial.project && !projectIds.includes(testimonial.project)
        ? [
            `${files.testimonials}: field "testimonials.${index}.project" is "${testimonial.project}", but no content/projects/${testimonial.project}.md exists`,
          ]
        : []),
      ...imageProblem(testimonial.photo, files.testimonials, `testimonials.${index}.photo`),
    ]),
  ];
}

const projectText = (project: Project) =>
  [project.title, project.description, project.image.alt, ...Object.values(project.sections)].join(
    '\n',
  );

// An SVG logo's <text> is set in whatever fonts the visitor's system has: a wider one runs past
// the logo's edge and is cut off ("NORTHWINI"). As outlines it looks the same everywhere.
const logoTextNotes = (list: Client[], publicDir: string) =>
  list.flatMap((client, index) =>
    client.showName &&
    client.logo?.toLowerCase().endsWith('.svg') &&
    /<text\b/.test(readFileSync(path.join(publicDir, client.logo), 'utf8'))
      ? [
          `${files.clients}: field "clients.${index}.logo" (${client.logo}) has live text, set in each visitor's fonts and cut off where they are wider: convert the text to outlines (paths) in your drawing program`,
        ]
      : [],
  );

/**
 * What the owner should know but that does not stop the build: testimonials waiting for
 * permission, a client who may not be named named in a testimonial or case study, an SVG logo
 * with live text, and an availability date that has passed. Assumes `trustProblems` found nothing.
 */
export function trustNotes({
  projects,
  content = shipped,
  today = new Date(),
  publicDir = path.join(process.cwd(), 'public'),
}: {
  projects: Project[];
  content?: TrustContent;
  today?: Date;
  publicDir?: string;
}) {
  const list = content.testimonials as Testimonial[];
  // By its place in the list, never its name: the check's output may end up in a public CI log.
  const hidden = (content.clients as Client[])
    .map((client, index) => ({ ...client, index }))
    .filter((client) => !client.showName);
  const waiting = list.flatMap((testimonial, index) =>
    testimonial.permission === true
      ? []
      : [
          `${files.testimonials}: testimonials.${index} (${testimonial.name}) is not published: set "permission: true" once the client has agreed to be quoted`,
        ],
  );
  const namedIn = (where: string, text: string) =>
    hidden
      .filter((client) => names(text, client))
      .map(
        (client) =>
          `${where} names the client clients.${client.index} of ${files.clients}, which has showName: false (its name is not printed here)`,
      );
  const leaks = [
    ...list.flatMap((testimonial, index) =>
      namedIn(
        `${files.testimonials}: testimonials.${index}`,
        [testimonial.quote, testimonial.name, testimonial.role, testimonial.company ?? ''].join(
          '\n',
        ),
      ),
    ),
    ...projects.flatMap((project) =>
      namedIn(`content/projects/${project.id}.md`, projectText(project)),
    ),
  ];
  const stale = availabilityWarning(
    content.availability as Parameters<typeof availabilityWarning>[0],
    today,
  );
  return [
    ...waiting,
    ...leaks,
    ...logoTextNotes(content.clients as Client[], publicDir),
    ...(stale ? [stale] : []),
  ];
}
