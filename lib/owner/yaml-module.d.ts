// An owner's YAML file imported as its text (the bundler's, jest's and the scripts' loaders:
// lib/owner/yaml-text-loader.cjs), so the bundler watches it and `next dev` shows each edit.
declare module '*.yaml' {
  const source: string;
  export default source;
}
