// The contact form: the browser's own validation, then one console message and nothing sent.
import { check } from '../support/harness.mjs';
import { assert, eventually, settle, sleep } from '../support/page.mjs';
import { visitor } from '../support/site.mjs';

export function contactChecks() {
  return [
    check('Contact form', async (t) => {
      const page = await t.open('/contact/');
      await settle(page);
      // The form's own console.log lines; Chromium's warnings (such as an unused preload, whose
      // timing follows the machine's load) are not the form's doing.
      const messages = [];
      page.on('console', (message) => message.type() === 'log' && messages.push(message));
      const name = page.getByLabel('Name', { exact: true });
      const email = page.getByLabel('Email', { exact: true });
      const message = page.getByLabel('Message', { exact: true });
      const send = page.getByRole('button', { name: 'Send Message' });
      const url = page.url();
      const validity = (field) =>
        field.evaluate(({ validity: v }) => ({
          valueMissing: v.valueMissing,
          typeMismatch: v.typeMismatch,
        }));

      await t.step('an empty submit is blocked by the browser (no console message)', async () => {
        await send.click();
        await sleep(300);
        assert((await validity(name)).valueMissing, 'the empty name field is not invalid');
        assert(messages.length === 0, `console: ${messages.map((m) => m.text()).join(' | ')}`);
        assert(page.url() === url, `moved to ${page.url()}`);
      });
      await t.step('a malformed email is blocked by the browser (no console message)', async () => {
        await name.fill(visitor.name);
        await email.fill('ada.analytical.example');
        await message.fill(visitor.message);
        await send.click();
        await sleep(300);
        assert((await validity(email)).typeMismatch, 'the malformed email is not invalid');
        assert(messages.length === 0, `console: ${messages.map((m) => m.text()).join(' | ')}`);
      });

      await email.fill(visitor.email);
      const requestsBefore = t.requests.length;
      await send.click();
      await t.step(
        'a valid submit writes one console message holding the three values',
        async () => {
          await eventually(() => assert(messages.length > 0, 'no console message'));
          await sleep(500);
          assert(messages.length === 1, `${messages.length} console messages`);
          const logged = JSON.stringify(
            await Promise.all(messages[0].args().map((a) => a.jsonValue())),
          );
          const missing = Object.values(visitor).filter((value) => !logged.includes(value));
          assert(missing.length === 0, `the message ${logged} lacks ${missing.join(', ')}`);
        },
      );
      await t.step('it stays on the page and sends no request', () => {
        assert(page.url() === url, `moved to ${page.url()}`);
        const sent = t.requests.slice(requestsBefore);
        assert(sent.length === 0, `requests after submit: ${sent.join(', ')}`);
      });
      await t.step('the fields keep their text', async () => {
        const values = [
          await name.inputValue(),
          await email.inputValue(),
          await message.inputValue(),
        ];
        assert(
          values.join('|') === Object.values(visitor).join('|'),
          `fields hold ${JSON.stringify(values)}`,
        );
      });
      await t.clean();
    }),
  ];
}
