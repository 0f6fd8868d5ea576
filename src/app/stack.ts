/**
 * The libraries every page runs on, started on their own: the entry (./boot.ts) imports this
 * module first and the app (./main.tsx) in the next task, so a phone runs the stack's start-up
 * and the app's in two shorter tasks instead of one long one, and can answer a tap in between.
 * The build puts this module in the stack's own file (vite.config.ts), so it costs no request.
 *
 * The libraries written as CommonJS start where they are first required, which is here: React
 * DOM's client (with React and the scheduler it requires) and the JSX runtime.
 */
import 'react-dom/client';
import 'react/jsx-runtime';

export {};
