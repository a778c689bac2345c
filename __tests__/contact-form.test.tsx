import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactFields } from '@/components/contact/contact-fields';
import { ContactForm } from '@/components/contact/contact-form';
import { contact } from '@/lib/owner/contact';
import type { ContactDelivery } from '@/lib/contact/contact-delivery';

// Typing whole sentences with user-event is slow on a busy machine; these tests wait for the page.
jest.setTimeout(30_000);

const owner = 'hello@example.com';
const endpoint: ContactDelivery = {
  mode: 'endpoint',
  endpoint: 'https://forms.example.org/f/abc',
  extraFields: { access_key: 'k-123' },
};
const typed = { name: 'Sam Lee', email: 'sam@example.org', message: 'A smart lamp, please.' };

function form(delivery: ContactDelivery, timeoutMs = 15_000) {
  const settings = { delivery, honeypotField: '_gotcha', timeoutMs };
  return (
    <ContactForm email={owner} subject="Hi" messages={contact.messages} settings={settings}>
      <ContactFields email={owner} settings={settings} lang="en" />
    </ContactForm>
  );
}

type Reply = { status: number; body?: unknown };
const answer = ({ status, body }: Reply) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () =>
      body === undefined ? Promise.reject(new SyntaxError('no JSON')) : Promise.resolve(body),
  });

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn(() => answer({ status: 200, body: { ok: true } }));
  Object.assign(window, { fetch: fetchMock });
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), typed.name);
  await user.type(screen.getByLabelText('Email'), typed.email);
  await user.type(screen.getByLabelText('Message'), typed.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

const values = () =>
  ['Name', 'Email', 'Message'].map(
    (label) => (screen.getByLabelText(label) as HTMLInputElement).value,
  );

describe('the contact form in endpoint mode', () => {
  it('posts JSON with the three values and the extra fields, accepting JSON', async () => {
    const user = userEvent.setup();
    render(form(endpoint));
    await fillAndSend(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(endpoint.mode === 'endpoint' && endpoint.endpoint);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
    expect(JSON.parse(init.body)).toEqual({ access_key: 'k-123', ...typed });
  });

  it('on success says so politely, clears the form and discards the draft', async () => {
    const user = userEvent.setup();
    render(form(endpoint));
    await fillAndSend(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thanks, Sam Lee! Your message has been sent; I will reply by email.',
    );
    expect(values()).toEqual(['', '', '']);
    expect(localStorage.getItem('contact-draft')).toBeNull();
  });

  it('while sending, is busy and its button reads Sending… and sends nothing more', async () => {
    let release: (reply: Reply) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Reply>((done) => (release = done)).then(answer));
    const user = userEvent.setup();
    render(form(endpoint));
    await fillAndSend(user);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Send a Message' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => release({ status: 200 }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [
      'Formspree',
      { errors: [{ field: 'email', message: 'should be an email' }] },
      'should be an email',
    ],
    ['Web3Forms', { success: false, message: 'Invalid access key.' }, 'Invalid access key'],
  ])('shows the reason a %s endpoint gives for refusing the message', async (_, body, reason) => {
    fetchMock.mockImplementation(() => answer({ status: 400, body }));
    const user = userEvent.setup();
    render(form(endpoint));
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The message service refused your message: ${reason}`,
    );
  });

  it.each([
    [{ status: 422 }, 'The message service refused your message (error 422).'],
    [{ status: 500 }, 'The message service failed (error 500), so your message was not sent.'],
  ])('explains a %p answer in plain words', async (reply, text) => {
    fetchMock.mockImplementation(() => answer(reply));
    const user = userEvent.setup();
    render(form(endpoint));
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('on a failure keeps every character, focuses the message and offers Try Again and email', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    render(form(endpoint));
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent: the message service could not be reached. Everything you wrote is still in the form: try again, or send it by email.',
    );
    expect(values()).toEqual(Object.values(typed));
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Open in Your Email App' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:hello@example\.com\?subject=Hi&body=A%20smart%20lamp/),
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says when the browser is offline', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    render(form(endpoint));
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You seem to be offline, so your message was not sent.',
    );
    jest.restoreAllMocks();
  });

  it('gives up when the service does not answer in time', async () => {
    fetchMock.mockImplementation(
      (_: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const user = userEvent.setup();
    render(form(endpoint, 2000));
    await fillAndSend(user);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The message service did not answer within 2 seconds, so your message may not have arrived.',
    );
  });

  it('drops a submission that fills the honeypot but shows it as sent', async () => {
    const user = userEvent.setup();
    const { container } = render(form(endpoint));
    const trap = container.querySelector<HTMLInputElement>('input[name="_gotcha"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    trap.value = 'https://spam.example';
    await fillAndSend(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts natively without JavaScript: action, method and the extra fields in the HTML', () => {
    const html = renderToStaticMarkup(form(endpoint));
    expect(html).toMatch(/<form [^>]*action="https:\/\/forms\.example\.org\/f\/abc" method="post"/);
    expect(html).toContain('<input type="hidden" name="access_key" value="k-123"/>');
    expect(html).not.toContain('<noscript>');
  });

  it('limits the lengths and counts the message near its limit', async () => {
    render(form(endpoint));
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '5000');
    expect(screen.queryByText(/characters$/)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Message'));
    await user.paste('x'.repeat(4600));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('4600 / 5000 characters');
  });
});

describe('the contact form in Netlify mode', () => {
  const netlify: ContactDelivery = { mode: 'netlify', formName: 'contact' };

  it("carries what Netlify's form detection needs in the exported HTML", () => {
    const html = renderToStaticMarkup(form(netlify));
    const tag = html.match(/<form [^>]*>/)?.[0];
    expect(tag).toContain('name="contact"');
    expect(tag).toContain('method="post"');
    expect(tag).toContain('data-netlify="true"');
    expect(tag).toContain('netlify-honeypot="_gotcha"');
    expect(tag).not.toContain('action=');
    expect(html).toContain('<input type="hidden" name="form-name" value="contact"/>');
  });

  it("posts the message URL-encoded to the page's own path", async () => {
    window.history.pushState({}, '', '/contact/');
    const user = userEvent.setup();
    render(form(netlify));
    await fillAndSend(user);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/contact/');
    expect(init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(init.body).toBe(
      'form-name=contact&name=Sam+Lee&email=sam%40example.org&message=A+smart+lamp%2C+please.',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
  });
});

describe('the draft', () => {
  it('is saved as the visitor types and restored on the next visit', async () => {
    const user = userEvent.setup();
    const first = render(form(endpoint));
    await user.type(screen.getByLabelText('Name'), typed.name);
    await user.type(screen.getByLabelText('Message'), 'Half a thou');
    await waitFor(() => expect(localStorage.getItem('contact-draft')).toContain('Half a thou'));
    first.unmount();
    render(form(endpoint));
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(values()).toEqual([typed.name, '', 'Half a thou']);
  });

  it('is forgotten with Clear', async () => {
    localStorage.setItem('contact-draft', JSON.stringify({ ...typed, savedAt: Date.now() }));
    const user = userEvent.setup();
    render(form(endpoint));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(values()).toEqual(['', '', '']);
    expect(screen.queryByText('Draft restored')).toBeNull();
    expect(localStorage.getItem('contact-draft')).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('is ignored after 30 days', () => {
    const old = Date.now() - 31 * 24 * 60 * 60 * 1000;
    localStorage.setItem('contact-draft', JSON.stringify({ ...typed, savedAt: old }));
    render(form(endpoint));
    expect(screen.queryByText('Draft restored')).toBeNull();
    expect(values()).toEqual(['', '', '']);
  });

  it('does not stop the form where storage is refused', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    render(form(endpoint));
    await fillAndSend(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    jest.restoreAllMocks();
  });
});
