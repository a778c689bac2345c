import path from 'node:path';
import { clients } from '@/lib/owner/clients';
import { availability, booking } from '@/lib/owner/site';
import { testimonials } from '@/lib/owner/testimonials';
import { getProjects, isListed, type Project } from '@/lib/content/projects';
import { getWords } from '@/lib/i18n/get-words';
import { intlLocale } from '@/lib/i18n/format';
import { defaultLanguage } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/i18n/owner-content';
import { readImage, type ImageData } from '@/lib/images/images';
import {
  availabilitySchema,
  availabilityWarning,
  describeAvailability,
  type AvailabilityText,
} from './availability';
import { bookingSchema, type Booking } from './booking';
import { clientsSchema, names, type Client } from './clients';
import { parseContent } from './parse';
import { isPublished, testimonialsSchema, type Testimonial } from './testimonials';

// What the pages show of content/testimonials.yaml, content/clients.yaml and the availability and
// booking link in content/site.yaml: validated (the first problem stops the build, naming the file
// and the field), without anything the owner has not cleared for publication.

export const files = {
  testimonials: 'content/testimonials.yaml',
  clients: 'content/clients.yaml',
  site: 'content/site.yaml',
} as const;

export type PublishedTestimonial = Omit<Testimonial, 'photo' | 'permission'> & {
  photo?: ImageData;
};
export type ShownClient = Omit<Client, 'logo' | 'showName'> & { logo?: ImageData };

const publicRoot = () => path.join(process.cwd(), 'public');

function image(src: string, file: string, field: string, publicDir: string) {
  try {
    return readImage(src, publicDir);
  } catch (error) {
    throw new Error(`${file}: field "${field}": ${(error as Error).message}`);
  }
}

/** Every client, shown or not. */
export const parseClients = (value: unknown): Client[] =>
  parseContent(clientsSchema, value, files.clients, 'clients');

/** The clients the owner may name, in their order, with their logos read. */
export function shownClients(value: unknown, publicDir = publicRoot()): ShownClient[] {
  return parseClients(value).flatMap(({ showName, logo, ...client }, index) => {
    if (!showName) return [];
    const read = logo && image(logo, files.clients, `clients.${index}.logo`, publicDir);
    return [{ ...client, ...(read ? { logo: read } : {}) }];
  });
}

type TestimonialContext = { projectIds: string[]; clients: Client[]; publicDir?: string };

/**
 * The testimonials a client has agreed to, in their order. A company the owner may not name
 * (a client with `showName: false`) is left out; `npm run check` warns about it.
 */
export function publishedTestimonials(
  value: unknown,
  { projectIds, clients: known, publicDir = publicRoot() }: TestimonialContext,
): PublishedTestimonial[] {
  const hidden = known.filter((client) => !client.showName);
  return parseContent(testimonialsSchema, value, files.testimonials, 'testimonials').flatMap(
    ({ permission, photo, ...testimonial }, index) => {
      if (testimonial.project && !projectIds.includes(testimonial.project)) {
        throw new Error(
          `${files.testimonials}: field "testimonials.${index}.project" is "${testimonial.project}", but no content/projects/${testimonial.project}.md exists`,
        );
      }
      if (!isPublished({ ...testimonial, permission })) return [];
      const { company, ...rest } = testimonial;
      const named = company && !hidden.some((client) => names(company, client));
      const read =
        photo && image(photo, files.testimonials, `testimonials.${index}.photo`, publicDir);
      return [{ ...rest, ...(named ? { company } : {}), ...(read ? { photo: read } : {}) }];
    },
  );
}

export const getClients = () => shownClients(clients);

// In another language, the same testimonials with the quotes of content/<code>/testimonials.yaml.
const allTestimonials = (lang = defaultLanguage) =>
  publishedTestimonials(
    lang === defaultLanguage ? testimonials : contentIn(lang, 'testimonials').testimonials,
    {
      projectIds: getProjects().map((project) => project.id),
      clients: parseClients(clients),
    },
  );

/**
 * The testimonials any page may show (Home's "What Clients Say"): those that name no case study or
 * a listed one. A testimonial about an unlisted case study is shown only on that page, and one about
 * a protected case study only inside its sealed file: beside anything else it would tie the client
 * to the work.
 */
export function listedTestimonials(
  items: PublishedTestimonial[],
  projects: Pick<Project, 'id' | 'access'>[],
) {
  const listed = new Set(projects.filter(isListed).map((project) => project.id));
  return items.filter(({ project }) => !project || listed.has(project));
}

export const getTestimonials = (lang = defaultLanguage) =>
  listedTestimonials(allTestimonials(lang), getProjects());

/** The testimonials that name the case study `projectId` (for its own page or sealed file). */
export const getProjectTestimonials = (projectId: string, lang = defaultLanguage) =>
  allTestimonials(lang).filter((testimonial) => testimonial.project === projectId);

/** The owner's availability in words, in `lang` (the default language unless told). */
export function getAvailability(
  lang = defaultLanguage,
  today = new Date(),
): AvailabilityText | undefined {
  if (availability == null) return undefined;
  // The note in the page's language (content/<code>/site.yaml); the status and dates are settings.
  const { note } = contentIn(lang, 'site').availability ?? {};
  const parsed = parseContent(
    availabilitySchema,
    { ...availability, ...(note ? { note } : {}) },
    files.site,
    'availability',
  );
  const words = getWords(lang).availability;
  return describeAvailability(parsed, { today, locale: intlLocale(lang), words });
}

/** The line a build prints when the availability date has passed; undefined when current. */
export const staleAvailabilityWarning = (today = new Date()) =>
  availability == null
    ? undefined
    : availabilityWarning(
        parseContent(availabilitySchema, availability, files.site, 'availability'),
        today,
      );

export const getBooking = (lang = defaultLanguage): Booking | undefined =>
  booking == null
    ? undefined
    : parseContent(
        bookingSchema,
        { ...booking, label: contentIn(lang, 'site').booking?.label ?? booking.label },
        files.site,
        'booking',
      );
