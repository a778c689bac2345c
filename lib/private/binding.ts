// What a protected project's sealed file is bound to (./sealed): the project's id, the site's
// address, its home page's canonical URL as the build resolves it (SITE_URL, else `url` in
// content/site.yaml, with BASE_PATH), and the language of the page beside it. The build seals with it
// and the page hands the same value to the browser, so a sealed file copied under another id, to
// another site or into another language's page does not open there.
import { absoluteUrl } from '@/lib/site/site-url';
import type { SealedBinding } from './sealed';

export const sealedSite = () => absoluteUrl('/');

export const sealedBinding = (id: string, lang: string): SealedBinding => ({
  id,
  site: sealedSite(),
  lang,
});
