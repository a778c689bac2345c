// Runs before `npm test` (npm's pretest): finds the system programs the test suites drive and that
// npm cannot install, and installs the missing ones with apt-get on Debian or Ubuntu when it can
// (as root, or with sudo that asks no password). Otherwise it stops at once with the exact command
// to run. No test tool downloads a browser: these are the browsers the suites use.
//   chromium           the full browser suite (CHROMIUM_PATH to use another binary)
//   firefox-esr        the cross-engine suite in Firefox (FIREFOX_PATH)
//   webkit2gtk-driver  the cross-engine suite in WebKit: WebKitWebDriver and MiniBrowser (WEBKIT_DRIVER_PATH)
//   xvfb               the X display MiniBrowser needs
//   nginx              the checks against real nginx with deploy/nginx.conf (NGINX_PATH)
//   poppler-utils      the print checks read the PDFs back (pdfinfo, pdftotext, pdftoppm)
//   newsboat           the notes' feed check: a real feed reader reads the feed (NEWSBOAT_PATH)
//   default-jre-headless
//                      Java for the W3C Nu HTML checker (npm vnu-jar) the export checks run
//   gstreamer1.0-plugins-good, gstreamer1.0-libav
//                      WebKitGTK plays the case study's video loop through GStreamer: WebM/VP9 and
//                      MP4/H.264 (GST_PLUGIN_DIR to look elsewhere than /usr/lib/<arch>/gstreamer-1.0)
// `node scripts/test/system-deps.mjs --check` only reports.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const onPath = (program) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, program)));
const file = (variable, fallback) => () => existsSync(process.env[variable] ?? fallback);

const gstreamerDirs = () =>
  process.env.GST_PLUGIN_DIR
    ? [process.env.GST_PLUGIN_DIR]
    : readdirSync('/usr/lib')
        .filter((dir) => dir.includes('-linux-'))
        .map((dir) => path.join('/usr/lib', dir, 'gstreamer-1.0'));
const gstreamer = (plugin) => () =>
  gstreamerDirs().some((dir) => existsSync(path.join(dir, plugin)));

const debian = [
  { pkg: 'chromium', found: file('CHROMIUM_PATH', '/usr/bin/chromium') },
  { pkg: 'firefox-esr', found: file('FIREFOX_PATH', '/usr/bin/firefox-esr') },
  { pkg: 'webkit2gtk-driver', found: file('WEBKIT_DRIVER_PATH', '/usr/bin/WebKitWebDriver') },
  { pkg: 'xvfb', found: () => onPath('Xvfb') },
  { pkg: 'nginx', found: file('NGINX_PATH', '/usr/sbin/nginx') },
  { pkg: 'poppler-utils', found: () => ['pdfinfo', 'pdftotext', 'pdftoppm'].every(onPath) },
  {
    pkg: 'newsboat',
    found: () => existsSync(process.env.NEWSBOAT_PATH ?? '') || onPath('newsboat'),
  },
  { pkg: 'default-jre-headless', found: () => onPath('java') },
  { pkg: 'gstreamer1.0-plugins-good', found: gstreamer('libgstvpx.so') },
  { pkg: 'gstreamer1.0-libav', found: gstreamer('libgstlibav.so') },
];

const stop = (lines) => {
  console.error(lines.join('\n'));
  process.exit(1);
};

function macOS() {
  // The suites are written for Debian's programs; on a Mac they run with the installed Chrome and
  // Firefox, Homebrew's nginx and poppler. WebKit is skipped there: see docs/testing.md.
  const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
  const firefox = '/Applications/Firefox.app/Contents/MacOS/firefox';
  const missing = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    missing.push(
      existsSync(chrome)
        ? `export CHROMIUM_PATH="${chrome}"`
        : 'brew install --cask google-chrome   # then export CHROMIUM_PATH (the path above)',
    );
  }
  if (!existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr')) {
    missing.push(
      existsSync(firefox)
        ? `export FIREFOX_PATH="${firefox}"`
        : 'brew install --cask firefox   # then export FIREFOX_PATH',
    );
  }
  const brew = [];
  if (!process.env.NGINX_PATH && !onPath('nginx')) brew.push('nginx');
  if (!['pdfinfo', 'pdftotext', 'pdftoppm'].every(onPath)) brew.push('poppler');
  if (brew.length) missing.push(`brew install ${brew.join(' ')}`);
  if (process.env.NGINX_PATH === undefined && onPath('nginx')) {
    missing.push('export NGINX_PATH="$(command -v nginx)"');
  }
  console.log(
    "system-deps: macOS: the WebKit checks are skipped (they drive WebKitGTK under Xvfb; Safari's " +
      'safaridriver is not wired in); set SKIP_ENGINES=webkit.',
  );
  if (missing.length || process.env.SKIP_ENGINES !== 'webkit') {
    stop([
      'system-deps: run this first, then npm test again:',
      '',
      ...missing,
      'export SKIP_ENGINES=webkit',
    ]);
  }
}

function linux() {
  const missing = debian.filter(({ found }) => !found()).map(({ pkg }) => pkg);
  if (!missing.length) {
    console.log(`system-deps: ${debian.map(({ pkg }) => pkg).join(', ')} present`);
    return;
  }
  const install = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const apt = onPath('apt-get');
  const root = process.getuid?.() === 0;
  const sudo = !root && onPath('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!apt || (!root && !sudo) || process.argv.includes('--check')) {
    stop([
      `system-deps: missing ${missing.join(', ')}. Run:`,
      '',
      apt
        ? `  sudo sh -c '${install}'   # or, as root: ${install}`
        : `  (Debian/Ubuntu package names) ${missing.join(' ')}`,
      '',
      'then npm test again.',
    ]);
  }
  console.log(`system-deps: installing ${missing.join(', ')} with apt-get`);
  const run = (args) =>
    execFileSync(sudo ? 'sudo' : args[0], sudo ? ['-n', ...args] : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...missing]);
  const still = debian.filter(({ found }) => !found()).map(({ pkg }) => pkg);
  if (still.length) stop([`system-deps: still missing after apt-get: ${still.join(', ')}`]);
}

if (process.platform === 'darwin') macOS();
else if (process.platform === 'linux') linux();
else stop([`system-deps: ${process.platform} is not supported; use Debian, Ubuntu or macOS.`]);
