/**
 * React, started on its own: the entry (./boot.ts) imports this module first, the other libraries
 * (./libraries.ts) in the next task and the app (./main.tsx) in the task after, so a phone runs
 * the stack's start-up and the app's in short tasks instead of one long one, and can answer a tap
 * in between. The build puts this module in React's own file (vite.config.ts), so it costs no
 * request.
 *
 * The libraries written as CommonJS start where they are first required, which is here: React
 * DOM's client (with React and the scheduler it requires) and the JSX runtime.
 */
import 'react-dom/client';
import 'react/jsx-runtime';

export {};
