import source from '@/content/site.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/site.yaml', source, ownerSchemas.site);

export const siteConfig = file.siteConfig;
export const availability = file.availability ?? null;
export const booking = file.booking ?? null;
/** Whether the export has the CMS at /admin/ (`cms: false` leaves it out). */
export const cmsEnabled = file.cms !== false;
