import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import ContactPage from '@/app/(default)/contact/page';
import { siteConfig } from '@/lib/owner/site';

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name'), 'Sam Lee');
  await user.type(screen.getByLabelText('Email'), 'sam@example.org');
  await user.type(screen.getByLabelText('Message'), 'A smart lamp, from sketch to shelf.');
};

jest.setTimeout(30_000);

describe('Contact page', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    log = jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it("has the heading Let's Build Something Great", () => {
    render(<ContactPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: "Let's Build Something Great" }),
    ).toBeInTheDocument();
  });

  it('has a Send a Message form with three required fields and their placeholders', () => {
    render(<ContactPage />);
    expect(screen.getByRole('form', { name: 'Send a Message' })).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    const message = screen.getByLabelText('Message');
    expect(name).toHaveAttribute('placeholder', 'Your full name');
    expect(email).toHaveAttribute('placeholder', siteConfig.email);
    expect(email).toHaveAttribute('type', 'email');
    expect(message).toHaveAttribute(
      'placeholder',
      'Tell me about your project and how I can help...',
    );
    expect(message).toHaveAttribute('rows', '6');
    [name, email, message].forEach((field) => expect(field).toBeRequired());
  });

  it('writes the three values to the console on submit and acknowledges it', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toContainEqual({
      name: 'Sam Lee',
      email: 'sam@example.org',
      message: 'A smart lamp, from sketch to shelf.',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Thanks, Sam Lee! Your message has not been sent: this site does not deliver messages online yet. Send it to ${siteConfig.email} yourself, in one click:`,
    );
  });

  it('offers the email app and the clipboard once the message is logged', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('link', { name: 'Open in Your Email App' })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}?subject=Project%20enquiry%20from%20your%20portfolio&body=A%20smart%20lamp%2C%20from%20sketch%20to%20shelf.%0D%0A%0D%0ASam%20Lee%0D%0Asam%40example.org`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Message' }));
    expect(await navigator.clipboard.readText()).toBe(
      'A smart lamp, from sketch to shelf.\n\nSam Lee\nsam@example.org',
    );
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('without JavaScript, points to the email address instead of the form', () => {
    const html = renderToStaticMarkup(<ContactPage />);
    expect(html).toContain(
      `<noscript><p class="mt-6 text-sm">This form needs JavaScript. Please email your message to <a href="mailto:${siteConfig.email}"`,
    );
  });

  it('keeps what the visitor typed after sending', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Lee');
    expect(screen.getByLabelText('Message')).toHaveValue('A smart lamp, from sketch to shelf.');
  });

  it('does not send while a required field is empty', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(log).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers a mail link and the project timeline', () => {
    render(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: siteConfig.email })[0]).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    expect(screen.getByRole('heading', { name: 'Project Timeline' })).toBeInTheDocument();
    expect(screen.getByText(/2-6 months/)).toHaveTextContent(/2-3 clients at once/);
  });
});
