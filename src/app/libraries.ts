/**
 * The libraries every page runs on beside React (router, styles, translations, stores), started on
 * their own: the entry (./boot.ts) evaluates React's file (./stack.ts), this one in the next task
 * and the app in the task after, so a phone runs three short tasks instead of one long one and can
 * answer a tap in between. The build puts this module in the libraries' file (vite.config.ts), so
 * it costs no request: importing it evaluates that file.
 */
import 'react-router-dom';
import 'styled-components';
import 'i18next';
import 'react-i18next';
import 'zustand';

export {};
