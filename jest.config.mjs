import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: {
    '^next/navigation$': '<rootDir>/__tests__/support/next-navigation.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // Builds and the bench:scale copy of the site (with its own package.json) live there.
  modulePathIgnorePatterns: ['<rootDir>/artifacts/'],
  // The owner's YAML files are imported as their text, as the bundler imports them.
  transform: { '\\.yaml$': '<rootDir>/lib/owner/yaml-text-loader.cjs' },
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node', 'yaml'],
};

async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  // marked and beasties (with css-what) ship only ES modules, which jest (on Node 20) must
  // transform like our own code.
  resolved.transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(geist|', '(?!(marked|beasties|css-what|geist|'),
  );
  return resolved;
}

/** @type {() => Promise<import('jest').Config>} */
export default async function jestConfig() {
  return {
    // Typing with user-event takes seconds on a loaded machine; the default 5 s assumes an idle one.
    testTimeout: 30_000,
    // Two workers on a 2-core machine (jest's default there is one): many files spend their time in
    // child processes (the owner's scripts, next dev) or on files, which leaves the other core idle.
    maxWorkers: 2,
    projects: [
      // Components and content, in jsdom: `npm run test:unit`.
      await project({
        displayName: 'unit',
        testEnvironment: 'jsdom',
        setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
        testMatch: ['<rootDir>/__tests__/*.test.{ts,tsx}'],
      }),
      // `next dev` on a temporary copy of the project: `npm run test:dev`.
      await project({
        displayName: 'dev',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/__tests__/dev/**/*.test.ts'],
      }),
      // The exported site in out/, after `npm run build`: `npm run test:export`.
      await project({
        displayName: 'export',
        testEnvironment: 'node',
        testMatch: ['<rootDir>/__tests__/export/**/*.test.{ts,tsx}'],
      }),
    ],
  };
}
