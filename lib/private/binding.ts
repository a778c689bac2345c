// What a protected project's sealed file is bound to (./sealed): the project's id and the site's
// address, its home page's canonical URL as the build resolves it (SITE_URL, else `url` in
// content/site.yaml, with BASE_PATH). The build seals with it and the page hands the same value to
// the browser, so a sealed file copied under another id, or to another site, does not open there.
import { absoluteUrl } from '@/lib/site/site-url';
import type { SealedBinding } from './sealed';

export const sealedSite = () => absoluteUrl('/');

export const sealedBinding = (id: string): SealedBinding => ({ id, site: sealedSite() });
