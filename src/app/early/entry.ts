import { sendFirstCalls } from './firstCalls';

/**
 * The early calls: part of the entry's file (../boot.ts imports this first; vite.config.ts puts
 * what it imports in the entry's file too), so they run at every address as soon as that small
 * file has arrived. It sends the launch's first calls while the app's files are still downloading,
 * so the first screen needs neither the app nor the client's HTTP libraries to ask for its data.
 * Any failure leaves the app to send them itself.
 */
try {
  sendFirstCalls();
} catch {
  // Storage refused or an old browser: the app sends its calls itself.
}
