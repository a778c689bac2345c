// Where `next build` writes the static export: out/ unless EXPORT_DIR names another folder (a
// variant build for the tests, e.g. with a contact endpoint or a base path, beside the default one).
export const exportDir = process.env.EXPORT_DIR || 'out';
