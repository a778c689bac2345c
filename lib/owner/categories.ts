import source from '@/content/categories.yaml';
import { readOwnerFile } from './owner-file';
import { ownerSchemas } from './schemas';

const file = readOwnerFile('content/categories.yaml', source, ownerSchemas.categories);

export const projectCategories = file.projectCategories;
export const filterCategories = file.filterCategories;
