import source from '@/content/analytics.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/analytics.yaml', source, ownerSchemas.analytics);

export const analytics = file.analytics;
