import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPathname } from './support/next-navigation';
import PortfolioPage from '@/app/(default)/portfolio/page';
import { ContactFields } from '@/components/contact/contact-fields';
import { ContactForm } from '@/components/contact/contact-form';
import { LiveProjectLink } from '@/components/analytics/live-project-link';
import { NotFoundEvent } from '@/components/analytics/not-found-event';
import { PageViews } from '@/components/analytics/page-views';
import { contact } from '@/lib/owner/contact';
import type { AnalyticsSettings } from '@/lib/analytics/analytics-config';
import { resetStart, startAnalytics } from '@/lib/analytics/start';
import { resetAnalytics, trackEvent, trackPageview, type Sender } from '@/lib/analytics/track';
import type { ContactDelivery } from '@/lib/contact/contact-delivery';

// What each piece reports, through a sender that records instead of posting (the browser suite
// posts to a real collector with Plausible's tracker). jsdom's page is http://localhost/.

type Sent = {
  type: 'pageview' | 'event';
  name?: string;
  props?: Record<string, string>;
  url: string;
};

const local: AnalyticsSettings = {
  provider: 'plausible',
  siteId: 'www.example.com',
  endpoint: 'http://127.0.0.1:9999/api/event',
  script: '',
  local: true,
};

let sent: Sent[];
const recorder: Sender = {
  pageview: (url) => sent.push({ type: 'pageview', url }),
  event: (name, props, url) => sent.push({ type: 'event', name, props, url }),
};
const factory = jest.fn(async () => recorder);
const start = (settings: AnalyticsSettings = local) =>
  startAnalytics(settings, { ...senders, plausible: factory });
const senders = { plausible: factory, umami: factory, goatcounter: factory, cloudflare: factory };
const events = () =>
  sent.filter((item) => item.type === 'event').map(({ name, props }) => ({ name, props }));
const setGpc = (value: boolean | undefined) =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });

beforeEach(() => {
  sent = [];
  factory.mockClear();
  resetAnalytics();
  resetStart();
  setGpc(undefined);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  setPathname('/');
});

describe('page views', () => {
  it('count the first page and each new path once, not a query change or a re-render', async () => {
    await start();
    const { rerender } = render(<PageViews settings={local} />);
    for (const path of ['/portfolio/', '/portfolio/atlas-base/', '/contact/']) {
      window.history.pushState(null, '', path);
      setPathname(path);
      rerender(<PageViews settings={local} />);
    }
    window.history.replaceState(null, '', '/contact/?from=menu');
    rerender(<PageViews settings={local} />);
    expect(sent.map(({ type, url }) => `${type} ${new URL(url).pathname}`)).toEqual([
      'pageview /',
      'pageview /portfolio/',
      'pageview /portfolio/atlas-base/',
      'pageview /contact/',
    ]);
  });

  it('wait for the tracker, then go out in order with the address they were made on', async () => {
    trackPageview();
    window.history.pushState(null, '', '/about/');
    trackEvent('Portfolio filtered', { category: 'UX & Digital' });
    await start();
    expect(sent.map(({ type, url }) => `${type} ${url}`)).toEqual([
      'pageview http://localhost/',
      'event http://localhost/about/',
    ]);
  });
});

describe('nothing is sent', () => {
  it('when the browser sends Global Privacy Control: the tracker is not even loaded', async () => {
    setGpc(true);
    trackPageview();
    await start();
    trackEvent('Contact sent', { mode: 'endpoint' });
    expect(factory).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('from a page on this machine when the collector is not on it too', async () => {
    await start({ ...local, endpoint: 'https://plausible.io/api/event', local: false });
    trackPageview();
    expect(factory).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('with provider "none"', async () => {
    await start({ provider: 'none' });
    trackEvent('Live project opened', { project: 'atlas-base' });
    expect(sent).toEqual([]);
  });

  it('and nothing is stored: no cookie, no localStorage entry', async () => {
    await start();
    render(<PageViews settings={local} />);
    trackEvent('Portfolio filtered', { category: 'All' });
    expect(sent).toHaveLength(2);
    expect(document.cookie).toBe('');
    expect(localStorage).toHaveLength(0);
  });
});

describe('events', () => {
  beforeEach(() => start());

  it('"Portfolio filtered" with the category chosen, once per change', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/portfolio/');
    render(<PortfolioPage />);
    await user.click(screen.getByRole('button', { name: 'UX & Digital' }));
    await user.click(screen.getByRole('button', { name: 'UX & Digital' }));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(events()).toEqual([
      { name: 'Portfolio filtered', props: { category: 'UX & Digital' } },
      { name: 'Portfolio filtered', props: { category: 'All' } },
    ]);
  });

  it('"Live project opened" with the project id', async () => {
    const user = userEvent.setup();
    render(
      <LiveProjectLink projectId="atlas-base" href="#live" className="">
        View Live Project
      </LiveProjectLink>,
    );
    await user.click(screen.getByRole('link', { name: 'View Live Project' }));
    expect(events()).toEqual([{ name: 'Live project opened', props: { project: 'atlas-base' } }]);
  });

  it('"404" with the path that was asked for', () => {
    window.history.replaceState(null, '', '/no-such-page/');
    render(<NotFoundEvent />);
    expect(events()).toEqual([{ name: '404', props: { path: '/no-such-page/' } }]);
  });

  describe('from the contact form', () => {
    const typed = { name: 'Sam Lee', email: 'sam@example.org', message: 'A smart lamp, please.' };
    const form = (delivery: ContactDelivery) => {
      const settings = { delivery, honeypotField: '_gotcha', timeoutMs: 15_000 };
      return (
        <ContactForm
          email="hello@example.com"
          subject="Hi"
          messages={contact.messages}
          settings={settings}
        >
          <ContactFields email="hello@example.com" settings={settings} lang="en" />
        </ContactForm>
      );
    };
    const endpoint: ContactDelivery = {
      mode: 'endpoint',
      endpoint: 'https://forms.example.org/f/a',
      extraFields: {},
    };
    const reply = (status: number) =>
      jest.fn(() => Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve({}) }));
    const send = async (user: ReturnType<typeof userEvent.setup>) => {
      await user.type(screen.getByLabelText('Name'), typed.name);
      await user.type(screen.getByLabelText('Email'), typed.email);
      await user.type(screen.getByLabelText('Message'), typed.message);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
    };
    const leaked = () =>
      JSON.stringify(sent).match(
        new RegExp(
          Object.values(typed)
            .map((v) => v.replace('.', '\\.'))
            .join('|'),
        ),
      );

    it('"Contact sent" with the mode when the service took the message, and nothing typed', async () => {
      Object.assign(window, { fetch: reply(200) });
      const user = userEvent.setup();
      render(form(endpoint));
      await send(user);
      await screen.findByText(/Your message has been sent/);
      expect(events()).toEqual([{ name: 'Contact sent', props: { mode: 'endpoint' } }]);
      expect(leaked()).toBeNull();
    });

    it('"Contact failed" with the kind of failure', async () => {
      Object.assign(window, { fetch: reply(500) });
      const user = userEvent.setup();
      render(form(endpoint));
      await send(user);
      await screen.findByRole('alert');
      expect(events()).toEqual([{ name: 'Contact failed', props: { kind: 'failed' } }]);
      expect(leaked()).toBeNull();
    });

    it('"Contact sent" with mode "email app" only when the visitor hands the message to it', async () => {
      jest.spyOn(console, 'log').mockImplementation(() => {});
      const user = userEvent.setup();
      render(form({ mode: 'console' }));
      await send(user);
      expect(events()).toEqual([]);
      const link = await screen.findByRole('link', { name: 'Open in Your Email App' });
      link.addEventListener('click', (event) => event.preventDefault());
      await user.click(link);
      expect(events()).toEqual([{ name: 'Contact sent', props: { mode: 'email app' } }]);
      expect(leaked()).toBeNull();
    });
  });
});
