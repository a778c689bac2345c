import { z } from 'zod';
import { httpsUrl, text } from './parse';

export const clientSchema = z.strictObject({
  name: text(60),
  // Drawn in the site's ink colour through its shape, so it needs a transparent background.
  logo: z
    .string({ error: 'must be text' })
    .regex(/^\/[^\s?#]+\.(svg|png|webp)$/i, {
      error:
        'must be a path inside public/ to an SVG, PNG or WebP on a transparent background, e.g. /images/clients/acme.svg',
    })
    .optional(),
  url: httpsUrl.optional(),
  showName: z.boolean({
    error: 'must be true (the client may be named) or false (never named on the site)',
  }),
});

export const clientsSchema = z.array(clientSchema, { error: 'must be a list' });

export type Client = z.infer<typeof clientSchema>;

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` names `client` (as a whole word or phrase, any case). */
export const names = (text: string, client: Client) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escape(client.name)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
