import source from '@/content/contact.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/contact.yaml', source, ownerSchemas.contact);

export const contact = file.contact;
