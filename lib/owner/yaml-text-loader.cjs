// A YAML file of content/ as a module whose default export is its text, for Turbopack
// (next.config.mjs), jest (`process`) and the scripts' hooks (scripts/shared/typescript-hooks.mjs).
// lib/owner/owner-file.ts parses and checks it, with lines and columns.
const asModule = (source) => `export default ${JSON.stringify(String(source))};\n`;

module.exports = function yamlTextLoader(source) {
  return asModule(source);
};
module.exports.asModule = asModule;
module.exports.process = (source) => ({
  code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };\n`,
});
