import { render, screen, within } from '@testing-library/react';
import AboutPage from '@/app/(default)/about/page';
import ContactPage from '@/app/(default)/contact/page';
import HomePage from '@/app/(default)/page';
import { AvailabilityStatus } from '@/components/trust/availability-status';
import { ClientLogos } from '@/components/trust/client-logos';
import { ContactDetails } from '@/components/contact/contact-details';
import { ProjectDetail } from '@/components/case-study/project-detail';
import { ProjectTestimonials } from '@/components/trust/project-testimonials';
import { initials } from '@/components/trust/testimonial-figure';
import { Testimonials } from '@/components/trust/testimonials';
import { clients } from '@/lib/owner/clients';
import { testimonials } from '@/lib/owner/testimonials';
import { getProject } from '@/lib/content/projects';
import { getAvailability } from '@/lib/trust/trust';

const region = (name: string) => screen.getByRole('region', { name });
const hiddenClients = clients.filter((client) => !client.showName).map((client) => client.name);
// The wording for each status and date is in trust-content.test.ts; this is where it shows.
const availabilityLine = getAvailability()!.text;

describe('Home: trust and availability', () => {
  it('says the availability in words above the heading', () => {
    render(<HomePage />);
    const hero = region('Alex Morgan');
    const line = within(hero).getByText(availabilityLine);
    const heading = within(hero).getByRole('heading', { level: 1 });
    expect(line.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('quotes each published testimonial as a figure with its quote and who said it', () => {
    render(<HomePage />);
    const figures = within(region('What Clients Say')).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    const [first] = figures;
    expect(within(first).getByRole('blockquote')).toHaveTextContent(
      /^“Alex took the power hub from a foam mock-up/,
    );
    expect(first.querySelector('figcaption')).toHaveTextContent(
      'Priya NatarajanHead of Product, Northwind Devices',
    );
  });

  it('places the testimonials and client logos between Core Capabilities and the closing call to action', () => {
    render(<HomePage />);
    const order = screen
      .getAllByRole('region')
      .map((section) => section.getAttribute('aria-labelledby'));
    // The latest notes (the sample has notes) come after the client logos.
    expect(order.slice(-5)).toEqual([
      'capabilities-heading',
      'testimonials-heading',
      'clients-heading',
      'notes-heading',
      'cta-heading',
    ]);
  });

  it('lists the clients that may be named, and never one under NDA', () => {
    const { container } = render(<HomePage />);
    expect(
      within(region('Who I Have Worked With'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Northwind Devices', 'Harbor & Pine', 'Quillfield Labs', 'Tessellate Mobility']);
    expect(hiddenClients.length).toBeGreaterThan(0);
    for (const name of hiddenClients) expect(container.innerHTML).not.toContain(name);
  });
});

describe('a testimonial without a photo', () => {
  it("shows the person's initials in the photo's place, hidden from assistive technology", () => {
    render(<HomePage />);
    const figures = within(region('What Clients Say')).getAllByRole('figure');
    const unphotographed = figures.filter((figure) => !figure.querySelector('img'));
    expect(unphotographed.length).toBeGreaterThan(0);
    for (const figure of unphotographed) {
      const caption = figure.querySelector('figcaption')!;
      const { name } = testimonials.find((t) => caption.textContent!.includes(t.name))!;
      const [first, last] = [name.split(' ')[0], name.split(' ').at(-1)!];
      expect(within(caption).getByText(`${first[0]}${last[0]}`)).toHaveAttribute('aria-hidden');
    }
  });

  it.each([
    ['Mara Quist', 'MQ'],
    ['Jean-Luc Picard', 'JP'],
    ['Cher', 'C'],
    ['  élodie   de la Tour ', 'ÉT'],
  ])('initials(%j) is %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('a stale availability date', () => {
  afterEach(() => jest.useRealTimers());

  it('makes the Home render (once per build) print a warning, and the date is left out', () => {
    jest.useFakeTimers({ now: new Date('2031-01-15T12:00:00Z') });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<HomePage />);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /content\/site\.yaml: field "availability\.from" is .*, which has passed/,
      ),
    );
    expect(screen.queryByText(/until/)).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('prints nothing while the date is ahead', () => {
    jest.useFakeTimers({ now: new Date('2026-01-15T12:00:00Z') });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<HomePage />);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('Case study: testimonials after The Results', () => {
  it('shows the testimonial that names the project', () => {
    render(<ProjectDetail project={getProject('atlas-base')} lang="en" />);
    const section = region('What the Client Says');
    expect(within(section).getByRole('blockquote')).toHaveTextContent(/foam mock-up/);
    const results = screen.getByRole('heading', { level: 2, name: 'The Results' });
    expect(
      results.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('has no testimonial section when none names the project', () => {
    render(<ProjectDetail project={getProject('3d-laser-scanning')} lang="en" />);
    expect(screen.queryByRole('heading', { name: /client/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('Contact: availability and the booking link', () => {
  it('says the availability and its note beside the Project Timeline note', () => {
    render(<ContactPage />);
    const timeline = region('Project Timeline');
    expect(within(timeline).getByText(availabilityLine)).toBeInTheDocument();
    expect(
      within(timeline).getByText('Short audits and prototype sprints fit in before then.'),
    ).toBeInTheDocument();
  });

  it('offers the booking link as a plain link to the scheduler', () => {
    render(<ContactPage />);
    const link = within(region('Rather Talk It Through?')).getByRole('link', {
      name: 'Book a 20-Minute Call',
    });
    expect(link).toHaveAttribute('href', 'https://cal.com/example/intro-call');
    expect(link).not.toHaveAttribute('target');
  });
});

describe('About: the client list', () => {
  it('lists the clients that may be named', () => {
    render(<AboutPage />);
    expect(
      within(region('Clients I Have Worked With'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Northwind Devices', 'Harbor & Pine', 'Quillfield Labs', 'Tessellate Mobility']);
  });

  it('links a client with a link, and sets a client without a logo as a wordmark', () => {
    render(<AboutPage />);
    const list = region('Clients I Have Worked With');
    expect(within(list).getByRole('link', { name: 'Harbor & Pine' })).toHaveAttribute(
      'href',
      'https://harbor-and-pine.example',
    );
    expect(within(list).getByText('Quillfield Labs')).toBeVisible();
  });
});

describe('empty content hides each part, with no empty heading', () => {
  it('no testimonials: no "What Clients Say"', () => {
    const { container } = render(<Testimonials items={[]} lang="en" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('no testimonial for the case study: nothing after The Results', () => {
    const { container } = render(<ProjectTestimonials items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('no client that may be named: no client list', () => {
    const { container } = render(
      <ClientLogos clients={[]} id="clients" eyebrow="Clients" title="Clients" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('no availability: no line', () => {
    const { container } = render(<AvailabilityStatus availability={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('no booking link and no availability: Contact shows only email and the timeline note', () => {
    render(
      <ContactDetails
        email="hello@example.com"
        timeline={{ heading: 'Project Timeline', text: 'Most projects take 2-6 months.' }}
        lang="en"
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Get in Touch',
      'Project Timeline',
    ]);
    expect(within(region('Project Timeline')).getAllByRole('paragraph')).toHaveLength(1);
  });
});
