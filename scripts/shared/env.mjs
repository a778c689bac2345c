// The one way every script reads the owner's environment files, as `next build` and `next dev`
// read them: the variables already set win, then .env.<mode>.local, .env.local, .env.<mode> and
// .env (mode: production, or development for `npm run dev`). Passphrases live there
// (PROJECT_PASSPHRASE_*), so a script that reads one must call this first; a step started by
// scripts/build/run.mjs inherits what it loaded.
import nextEnv from '@next/env';

/** Loads the environment files of the project at `root` into process.env, once per mode. */
export function loadOwnerEnv({ root = process.cwd(), dev = false } = {}) {
  nextEnv.loadEnvConfig(root, dev, { info: () => {}, error: console.error });
  return process.env;
}
