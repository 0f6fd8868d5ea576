// The one Chromium setting of every headless run: story tests, the docs smoke test, the journeys,
// the fuzzing, the benchmarks and the screenshot tool.

/** The Chromium binary; point it at another browser with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Launch flags. Without the background-networking ones Chromium keeps calling home, which floods
 * a closed network; the GPU and sandbox ones let it run in containers.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
