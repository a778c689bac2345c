import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseStudyUnlock } from '@/components/private/case-study-unlock';
import { getProjects } from '@/lib/content/projects';
import { resetAnalytics, setSender, type Sender } from '@/lib/analytics/track';

// The protected case study's unlock: the article and the testimonials sealed with it, and
// "Case study unlocked" reported when a passphrase opens a protected case study, not when it is
// wrong and not when a key kept from an earlier visit reopens it. The cipher and the fetch are the
// browser suite's (a real sealed file in the fixture build); here the unlock module answers for them.
const project = getProjects()[0];
jest.mock('@/lib/private/unlock', () => {
  const { SealedError } = jest.requireActual('@/lib/private/sealed');
  return {
    SealedError,
    fetchSealed: jest.fn(async () => new Uint8Array(64)),
    openWithKeptKey: jest.fn(async () => (globalThis as { kept?: Uint8Array }).kept ?? null),
    openWithPassphrase: jest.fn(async (_sealed: Uint8Array, passphrase: string) => {
      if (passphrase !== 'four random words here') throw new SealedError('wrong passphrase');
      return { plaintext: new Uint8Array(8), key: {} };
    }),
    keepKey: jest.fn(async () => {}),
    forgetKey: jest.fn(async () => {}),
  };
});
const testimonial = { quote: 'Sign-off went from weeks to days.', name: 'Ines Varga', role: 'CTO' };
jest.mock('@/lib/private/case-study-bundle', () => ({
  unpackCaseStudy: () => ({ project, testimonials: [testimonial] }),
}));

let events: { name: string; props: Record<string, string> }[];
const recorder: Sender = {
  pageview: () => {},
  event: (name, props) => events.push({ name, props }),
};

beforeEach(() => {
  events = [];
  resetAnalytics();
  setSender(recorder);
  delete (globalThis as { kept?: Uint8Array }).kept;
});

const unlockPage = () =>
  render(
    <CaseStudyUnlock
      id="nda-alpha"
      site="https://www.example.com/"
      lang="en"
      sealedUrl="/portfolio/nda-alpha/sealed.bin"
      intro={<h1>Private Case Study</h1>}
      portfolioHref="/portfolio/"
      after={null}
    />,
  );

it('reports "Case study unlocked" with the id once the right passphrase opens it', async () => {
  const user = userEvent.setup();
  unlockPage();
  const field = await screen.findByLabelText('Passphrase');
  await screen.findByRole('button', { name: 'Open Case Study' }, { timeout: 5000 });
  await user.type(field, 'not the passphrase');
  await user.click(screen.getByRole('button', { name: 'Open Case Study' }));
  await screen.findByRole('alert');
  expect(events).toEqual([]);

  await user.clear(field);
  await user.type(field, 'four random words here');
  await user.click(screen.getByRole('button', { name: 'Open Case Study' }));
  expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeVisible();
  expect(events).toEqual([{ name: 'Case study unlocked', props: { project: 'nda-alpha' } }]);
  const says = screen.getByRole('region', { name: 'What the Client Says' });
  expect(says).toHaveTextContent('Sign-off went from weeks to days.');
  expect(says).toHaveTextContent('Ines Varga');
});

it('reports nothing when a key kept from an earlier visit reopens it', async () => {
  (globalThis as { kept?: Uint8Array }).kept = new Uint8Array(8);
  unlockPage();
  expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeVisible();
  expect(events).toEqual([]);
});
