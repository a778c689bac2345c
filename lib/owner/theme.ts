import source from '@/content/theme.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/theme.yaml', source, ownerSchemas.theme);

export const theme = file.theme;
