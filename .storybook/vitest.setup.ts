import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { requestsSettled, takeVisualRequest } from './visual';
import { takeViolations } from '../src/mocks/conformance';

// The preview and addon annotations are applied by @storybook/addon-vitest itself.

// Motion and the text caret make screenshots differ from run to run.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  animation-iteration-count: 1 !important; transition-duration: 0s !important;
  transition-delay: 0s !important; caret-color: transparent !important; }`;
document.head.appendChild(freeze);

// The demo API answered and was asked only what the endpoint declarations allow.
afterEach(() => {
  expect(takeViolations(), 'exchanges that differ from their declarations').toEqual([]);
});

// Every story's final state is compared with its committed baseline.
afterEach(async (context) => {
  const request = takeVisualRequest();
  if (!request?.enabled || context.task.result?.state === 'fail') return;
  // What the page still asks for (a late configuration, a picture) is part of what a user sees.
  await requestsSettled();
  await document.fonts.ready;
  // Pictures on their way are waited for, so the baseline never depends on how fast they came.
  await Promise.all(
    [...document.images]
      .filter((image) => !image.complete)
      .map(
        (image) =>
          new Promise((settled) => {
            image.addEventListener('load', settled, { once: true });
            image.addEventListener('error', settled, { once: true });
            setTimeout(settled, 3000);
          }),
      ),
  );
  const name = context.task.name.replace(/[^\w-]+/g, '-');
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, {
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
  });
});
