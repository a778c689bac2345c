/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { availabilityWarning, describeAvailability } from '@/lib/trust/availability';
import { contentIssues } from '@/lib/trust/parse';
import { availabilitySchema } from '@/lib/trust/availability';
import { clientsSchema } from '@/lib/trust/clients';
import { testimonialsSchema } from '@/lib/trust/testimonials';
import { parseClients, publishedTestimonials, shownClients } from '@/lib/trust/trust';
import { trustNotes, trustProblems, type TrustContent } from '@/lib/trust/trust-check';
import { getProjects } from '@/lib/content/projects';

const publicDir = path.join(process.cwd(), 'public');
const today = new Date('2026-11-23T12:00:00Z');
const locale = 'en-US';
const say = (availability: Parameters<typeof describeAvailability>[0]) =>
  describeAvailability(availability, { today, locale }).text;

const quote = (fields: Record<string, unknown> = {}) => ({
  quote: 'Clear, calm and on time.',
  name: 'Sam Lee',
  role: 'CTO',
  permission: true,
  ...fields,
});
const client = (fields: Record<string, unknown> = {}) => ({
  name: 'Acme Rockets',
  showName: true,
  ...fields,
});
const context = { projectIds: ['atlas-base'], clients: [], publicDir };

describe('availability wording', () => {
  it.each([
    [{ status: 'available' }, 'Available for new projects'],
    [{ status: 'limited' }, 'Limited availability for new projects'],
    [{ status: 'booked' }, 'Fully booked · taking enquiries for later projects'],
    [{ status: 'available', from: '2027-04' }, 'Available for new projects from April 2027'],
    [
      { status: 'limited', from: '2027-04' },
      'Limited availability until March 2027 · fully available from April',
    ],
    [{ status: 'booked', from: '2027-04' }, 'Booked until March 2027 · taking enquiries for April'],
    [
      { status: 'booked', from: '2027-01' },
      'Booked until December 2026 · taking enquiries for January 2027',
    ],
    [
      { status: 'booked', from: '2027-04-15' },
      'Booked until April 14, 2027 · taking enquiries from April 15',
    ],
    [{ status: 'available', from: '2027-04-15' }, 'Available for new projects from April 15, 2027'],
  ] as const)('%j reads "%s"', (availability, expected) => {
    expect(say(availability)).toBe(expected);
  });

  it('keeps the note apart from the status', () => {
    expect(
      describeAvailability(
        { status: 'available', note: 'Remote or in Berlin.' },
        { today, locale },
      ),
    ).toEqual({
      status: 'available',
      text: 'Available for new projects',
      note: 'Remote or in Berlin.',
    });
  });

  it('leaves out a date that has passed, so a stale "booked until" never shows', () => {
    expect(say({ status: 'booked', from: '2026-03' })).toBe(
      'Fully booked · taking enquiries for later projects',
    );
    expect(say({ status: 'booked', from: '2026-11-23' })).toBe(
      'Fully booked · taking enquiries for later projects',
    );
  });

  it('warns when the date has passed, naming the file and the field', () => {
    expect(availabilityWarning({ status: 'booked', from: '2026-03' }, today)).toBe(
      'content/site.yaml: field "availability.from" is 2026-03, which has passed: the site leaves the date out until you update or remove it',
    );
  });

  it('does not warn about a date to come, or no date', () => {
    expect(availabilityWarning({ status: 'booked', from: '2026-11-24' }, today)).toBeUndefined();
    expect(availabilityWarning({ status: 'booked', from: '2026-12' }, today)).toBeUndefined();
    expect(availabilityWarning({ status: 'available' }, today)).toBeUndefined();
  });
});

describe('availability schema', () => {
  const issues = (value: unknown) =>
    contentIssues(availabilitySchema, value, 'content/site.yaml', 'availability');

  it('rejects an unknown status', () => {
    expect(issues({ status: 'free' })).toEqual([
      'content/site.yaml: field "availability.status" must be one of: available, limited, booked',
    ]);
  });

  it('rejects a date that is not a month or a day', () => {
    expect(issues({ status: 'booked', from: 'April 2027' })).toEqual([
      'content/site.yaml: field "availability.from" must be a month (2027-04) or a day (2027-04-15)',
    ]);
  });

  it('rejects a day that is not in the calendar', () => {
    expect(issues({ status: 'booked', from: '2027-02-30' })).toEqual([
      'content/site.yaml: field "availability.from" is not a date in the calendar',
    ]);
  });

  it('rejects a note longer than a short line', () => {
    expect(issues({ status: 'available', note: 'x'.repeat(81) })).toEqual([
      'content/site.yaml: field "availability.note" must be at most 80 characters',
    ]);
  });
});

describe('testimonials', () => {
  it('publishes only entries with permission: true', () => {
    const published = publishedTestimonials(
      [
        quote({ name: 'Agreed' }),
        quote({ name: 'Not yet', permission: false }),
        quote({ name: 'Never asked', permission: undefined }),
      ],
      context,
    );
    expect(published.map((t) => t.name)).toEqual(['Agreed']);
  });

  it('names the file and field of a missing quote', () => {
    expect(() => publishedTestimonials([quote(), quote({ quote: undefined })], context)).toThrow(
      'content/testimonials.yaml: field "testimonials.1.quote" is missing',
    );
  });

  it('rejects permission that is not true or false', () => {
    expect(
      contentIssues(
        testimonialsSchema,
        [quote({ permission: 'yes' })],
        'content/testimonials.yaml',
        'testimonials',
      ),
    ).toEqual([
      'content/testimonials.yaml: field "testimonials.0.permission" must be true (once the client has agreed to be quoted) or false',
    ]);
  });

  it('rejects a project that does not exist', () => {
    expect(() => publishedTestimonials([quote({ project: 'no-such-project' })], context)).toThrow(
      'content/testimonials.yaml: field "testimonials.0.project" is "no-such-project", but no content/projects/no-such-project.md exists',
    );
  });

  it('rejects a photo that is not in public/', () => {
    expect(() =>
      publishedTestimonials([quote({ photo: '/images/testimonials/nobody.jpg' })], context),
    ).toThrow(
      'content/testimonials.yaml: field "testimonials.0.photo": /images/testimonials/nobody.jpg does not exist',
    );
  });

  it('gives a photo its responsive sizes', () => {
    const [{ photo }] = publishedTestimonials(
      [quote({ photo: '/images/testimonials/sample-priya-natarajan.jpg' })],
      context,
    );
    expect(photo?.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('leaves out a company the owner may not name', () => {
    const [published] = publishedTestimonials([quote({ company: 'Secret Co' })], {
      ...context,
      clients: parseClients([client({ name: 'Secret Co', showName: false })]),
    });
    expect(published).not.toHaveProperty('company');
  });
});

describe('clients', () => {
  it('shows only clients with showName: true, in order', () => {
    const shown = shownClients(
      [
        client({ name: 'First' }),
        client({ name: 'Under NDA', showName: false }),
        client({ name: 'Last' }),
      ],
      publicDir,
    );
    expect(shown.map((c) => c.name)).toEqual(['First', 'Last']);
    expect(shown[0]).not.toHaveProperty('showName');
  });

  it('requires showName, naming the file and field', () => {
    expect(() => shownClients([client(), { name: 'Forgot' }], publicDir)).toThrow(
      'content/clients.yaml: field "clients.1.showName" is missing',
    );
  });

  it('rejects a JPEG logo (it is drawn through its transparent shape)', () => {
    expect(
      contentIssues(
        clientsSchema,
        [client({ logo: '/logo.jpg' })],
        'content/clients.yaml',
        'clients',
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/clients\.yaml: field "clients\.0\.logo" must be a path inside public\/ to an SVG, PNG or WebP/,
      ),
    ]);
  });

  it('rejects a link that is not https', () => {
    expect(() => shownClients([client({ url: 'http://acme.test' })], publicDir)).toThrow(
      'content/clients.yaml: field "clients.0.url" must be an absolute https:// URL',
    );
  });

  it('reads a logo’s size from the file', () => {
    const [shown] = shownClients(
      [client({ logo: '/images/clients/sample-northwind-devices.svg' })],
      publicDir,
    );
    expect(shown.logo).toMatchObject({ width: 176, height: 40 });
  });
});

describe('npm run check on testimonials and clients', () => {
  const projects = getProjects();
  const projectIds = projects.map((project) => project.id);
  const content = (fields: Partial<TrustContent> = {}): TrustContent => ({
    testimonials: [quote()],
    clients: [client()],
    availability: { status: 'available' },
    booking: { url: 'https://cal.com/someone', label: 'Book a call' },
    ...fields,
  });

  it('finds nothing wrong with the shipped content', () => {
    expect(trustProblems({ projectIds, publicDir })).toEqual([]);
    expect(trustNotes({ projects, today })).toEqual([]);
  });

  it('lists every problem at once, each with its file and field', () => {
    expect(
      trustProblems({
        projectIds,
        publicDir,
        content: content({
          testimonials: [quote({ role: '' })],
          clients: [client({ showName: 'no' })],
          booking: { url: 'https://cal.com/x' },
        }),
      }),
    ).toEqual([
      'content/testimonials.yaml: field "testimonials.0.role" must not be empty',
      'content/clients.yaml: field "clients.0.showName" must be true (the client may be named) or false (never named on the site)',
      'content/site.yaml: field "booking.label" is missing',
    ]);
  });

  it('lists a testimonial without permission', () => {
    expect(
      trustNotes({
        projects,
        today,
        content: content({ testimonials: [quote({ name: 'Pat Doe', permission: undefined })] }),
      }),
    ).toEqual([
      'content/testimonials.yaml: testimonials.0 (Pat Doe) is not published: set "permission: true" once the client has agreed to be quoted',
    ]);
  });

  it('warns when a testimonial names a client the owner may not name, without printing the name', () => {
    expect(
      trustNotes({
        projects,
        today,
        content: content({
          testimonials: [quote({ quote: 'Better than anyone at secret co.' })],
          clients: [client({ name: 'Open Co' }), client({ name: 'Secret Co', showName: false })],
        }),
      }),
    ).toEqual([
      'content/testimonials.yaml: testimonials.0 names the client clients.1 of content/clients.yaml, which has showName: false (its name is not printed here)',
    ]);
  });

  it('warns when a case study names a client the owner may not name', () => {
    expect(
      trustNotes({
        projects,
        today,
        content: content({ clients: [client({ name: 'Atlas', showName: false })] }),
      }),
    ).toEqual([
      'content/projects/atlas-base.md names the client clients.0 of content/clients.yaml, which has showName: false (its name is not printed here)',
    ]);
  });

  it('warns about an SVG logo whose text is live, not outlines', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'logos-'));
    writeFileSync(path.join(dir, 'live.svg'), '<svg><text x="0" y="20">ACME</text></svg>');
    writeFileSync(path.join(dir, 'outlined.svg'), '<svg><path d="M0 0h9v9H0Z"/></svg>');
    expect(
      trustNotes({
        projects,
        today,
        publicDir: dir,
        content: content({
          clients: [
            client({ name: 'Acme', logo: '/live.svg' }),
            client({ name: 'Bolt', logo: '/outlined.svg' }),
          ],
        }),
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\/clients\.yaml: field "clients\.0\.logo" \(\/live\.svg\) has live text, .* convert the text to outlines/,
      ),
    ]);
  });

  it('warns about an availability date that has passed', () => {
    expect(
      trustNotes({
        projects,
        today,
        content: content({ availability: { status: 'booked', from: '2026-01' } }),
      }),
    ).toEqual([
      expect.stringMatching(/^content\/site\.yaml: field "availability\.from" is 2026-01/),
    ]);
  });
});
