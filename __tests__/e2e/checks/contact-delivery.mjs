// The contact form in endpoint mode, against a real endpoint on 127.0.0.1: the services variant
// build (support/services-site.mjs), which also reports to a real analytics collector.
import { mkdirSync } from 'node:fs';
import { check } from '../support/harness.mjs';
import { plausibleEvents } from '../support/collector.mjs';
import { assert, axe, eventually } from '../support/page.mjs';
import { contactTimeoutMs as timeoutMs, servicesSite } from '../support/services-site.mjs';
import { viewports, visitor } from '../support/site.mjs';
import { screenshotDir } from './routes.mjs';

const endpointSite = servicesSite('contact-endpoint');

export function contactDeliveryChecks() {
  return [
    check(
      'Contact delivery',
      async (t, { endpoint, collector }) => {
        const page = await t.open('/contact/', { viewport: viewports.phone });
        const form = page.getByRole('form', { name: 'Send a Message' });
        const field = (label) => page.getByLabel(label, { exact: true });
        // Inside the form: Next's route announcer is an alert too.
        const alert = form.getByRole('alert');
        const status = page.getByRole('status').filter({ hasText: /\S/ });
        const values = () =>
          Promise.all(['Name', 'Email', 'Message'].map((l) => field(l).inputValue()));
        const fill = async () => {
          for (const [label, value] of Object.entries(visitor)) {
            await field(label[0].toUpperCase() + label.slice(1)).fill(value);
          }
        };
        // What the visitor sees: the viewport, with `target` (the alert, status...) in view.
        const shot = async (name, target = alert) => {
          await target.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${screenshotDir}/contact-${name}-390.png` });
        };
        mkdirSync(screenshotDir, { recursive: true });

        const failure = async (reply, button, text, name) => {
          endpoint.reply = reply;
          await page.getByRole('button', { name: button }).click();
          await eventually(async () => {
            const said = await alert.textContent({ timeout: 1000 });
            assert(said?.includes(text), `the alert says "${said}"`);
          }, timeoutMs + 8000);
          assert(
            (await values()).join('|') === Object.values(visitor).join('|'),
            'the fields lost text',
          );
          const focused = await page.evaluate(() => document.activeElement?.id);
          assert(focused === 'contact-message', `focus is on #${focused}, not the message`);
          await shot(name);
        };

        await fill();
        await t.step('a 400 with Formspree errors shows its message in an alert', () =>
          failure(
            'formspree400',
            'Send Message',
            'refused your message: should be an email',
            'refused-formspree',
          ),
        );
        await t.step('the failure state has no axe violations', async () => {
          // Off the button: its hover shade is the site-wide primary button's, not this state's.
          await page.mouse.move(0, 0);
          await axe(page);
        });
        await t.step('a 400 with a Web3Forms message shows it (via Try Again)', () =>
          failure(
            'web3forms400',
            'Try Again',
            'refused your message: Invalid access key',
            'refused-web3forms',
          ),
        );
        await t.step('a 500 says the service failed', () =>
          failure('error500', 'Try Again', 'failed (error 500)', 'failed-500'),
        );
        await t.step(`no answer gives up after ${timeoutMs / 1000} s`, async () => {
          const started = Date.now();
          await failure(
            'hang',
            'Try Again',
            `did not answer within ${timeoutMs / 1000} seconds`,
            'timeout',
          );
          assert(
            Date.now() - started >= timeoutMs - 100,
            `gave up after ${Date.now() - started} ms`,
          );
        });

        await t.step(
          'a double click and Enter while sending send exactly one request',
          async () => {
            const before = endpoint.posts.length;
            endpoint.reply = 'hold';
            await page.getByRole('button', { name: 'Try Again' }).dblclick();
            await eventually(() => assert(endpoint.posts.length > before, 'no request arrived'));
            const sending = page.getByRole('button', { name: 'Sending…' });
            assert(await sending.isDisabled(), 'the Sending… button is not disabled');
            assert((await form.getAttribute('aria-busy')) === 'true', 'the form is not aria-busy');
            await field('Name').press('Enter');
            endpoint.release('ok');
            await status.filter({ hasText: 'Your message has been sent' }).waitFor();
            const posts = endpoint.posts.slice(before);
            assert(posts.length === 1, `${posts.length} requests`);
            const [post] = posts;
            assert(
              post.headers['content-type'] === 'application/json',
              post.headers['content-type'],
            );
            assert(post.headers.accept === 'application/json', `Accept: ${post.headers.accept}`);
            assert(JSON.stringify(JSON.parse(post.body)) === JSON.stringify(visitor), post.body);
          },
        );
        await t.step('on success the form is cleared and the draft discarded', async () => {
          assert((await values()).join('') === '', `fields hold ${await values()}`);
          const draft = await page.evaluate(() => localStorage.getItem('contact-draft'));
          assert(draft === null, `the draft is still stored: ${draft}`);
          await shot('sent', status);
        });

        await t.step('a filled honeypot is dropped but shown as sent', async () => {
          await fill();
          await page.evaluate(() => {
            document.querySelector('input[name="_gotcha"]').value = 'https://spam.example';
          });
          const before = endpoint.posts.length;
          endpoint.reply = 'ok';
          await page.getByRole('button', { name: 'Send Message' }).click();
          await status.filter({ hasText: 'Your message has been sent' }).waitFor();
          assert(endpoint.posts.length === before, 'the honeypot submission was sent');
        });

        await t.step('a reload half-way through typing restores the draft', async () => {
          await field('Name').pressSequentially('Grace H');
          await field('Message').pressSequentially('Half a mess');
          await page.reload();
          await page.getByText('Draft restored').waitFor();
          const [name, , message] = await values();
          assert(
            name === 'Grace H' && message === 'Half a mess',
            `restored "${name}", "${message}"`,
          );
          await shot('draft-restored', page.getByText('Draft restored'));
          await page.getByRole('button', { name: 'Clear' }).click();
          assert((await values()).join('') === '', 'Clear left text in the fields');
        });

        await t.step('a refused connection says the service could not be reached', async () => {
          await page.reload();
          await fill();
          await endpoint.stop();
          await failure('ok', 'Send Message', 'could not be reached', 'unreachable');
        });

        await t.step(
          'analytics: one event per outcome with its kind or mode, none for the spam trap, nothing typed',
          async () => {
            const expected = [
              'Contact failed refused',
              'Contact failed refused',
              'Contact failed failed',
              'Contact failed timeout',
              'Contact sent endpoint',
              'Contact failed unreachable',
            ];
            const sent = () =>
              plausibleEvents(collector.from(new URL(t.base).origin)).filter(
                (event) => event.name !== 'pageview' && event.name !== 'engagement',
              );
            const seen = () =>
              sent().map(({ name, path, props }) => `${name} ${props.kind ?? props.mode} ${path}`);
            await eventually(() =>
              assert(seen().length >= expected.length, `${seen().length} events: ${seen()}`),
            );
            assert(
              seen().join('|') === expected.map((event) => `${event} /contact/`).join('|'),
              `events: ${seen().join(', ')}`,
            );
            const bodies = collector.from(new URL(t.base).origin).map((request) => request.body);
            const typed = Object.values(visitor).filter((value) =>
              bodies.some((body) => body.includes(value)),
            );
            assert(typed.length === 0, `the collector received what was typed: ${typed}`);
          },
        );
        await t.clean();
      },
      { site: endpointSite },
    ),
  ];
}
