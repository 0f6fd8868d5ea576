/**
 * The entry of index.html. It lets the browser paint the first screen that index.html carries
 * (src/app/firstPaint) before any of the app's code runs, then starts the app (./main.tsx), whose
 * files index.html already preloads, so nothing waits for a download here. On a phone the stack
 * takes a few hundred milliseconds to evaluate: the visitor sees the page's frame meanwhile.
 */
import { nextTask } from '@/lib/nextTask';
// The launch's first calls, sent as this file runs, while the app's files still download
// (./early). They are in this file, not one of their own: a page opened from a link then waits for
// one file less (over HTTP/1.1 on a phone, about a round trip).
import './early/entry';
import { warmTypeSizes } from './firstPaint/typeSizes';

let started = false;
function start() {
  if (started) return;
  started = true;
  // The first screen's type sizes, one a task, while the files below download.
  void warmTypeSizes().catch(() => undefined);
  // React, the other libraries, the answers' schemas, the app's other foundations, then the app,
  // each in a task of its own (./stack.ts, ./schemas.ts, ./base.ts). A failed download of a part
  // fails the app's import the same way, so the app is asked for in any case.
  void import('./stack')
    .then(nextTask, nextTask)
    .then(() => import('./libraries'))
    .then(nextTask, nextTask)
    .then(() => import('./schemas'))
    .then(nextTask, nextTask)
    .then(() => import('./base'))
    .then(nextTask, nextTask)
    .then(() => import('./main'));
}

// A frame's callbacks run before it is painted; a task queued from one runs after the paint.
// A tab opened in the background paints nothing until shown, so it starts at once; the timer is a
// safety net for browsers that hold frames back for other reasons.
const SAFETY_MS = 1000;
if (document.visibilityState === 'hidden') start();
else {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, SAFETY_MS);
}
