import source from '@/content/clients.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/clients.yaml', source, ownerSchemas.clients);

export const clients = file.clients;
