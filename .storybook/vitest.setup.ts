import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as previewAnnotations from './preview';
import { takeVisualRequest } from './visual';

const annotations = setProjectAnnotations([a11yAnnotations, previewAnnotations]);

beforeAll(annotations.beforeAll);

// Motion and the text caret make screenshots differ from run to run.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important; transition-duration: 0s !important;
  transition-delay: 0s !important; caret-color: transparent !important; }`;
document.head.appendChild(freeze);

// Every story's final state is compared with its committed baseline.
afterEach(async (context) => {
  const request = takeVisualRequest();
  if (!request?.enabled || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const name = context.task.name.replace(/[^\w-]+/g, '-');
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, {
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
  });
});
