import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the card home has drawn the elements it holds back for the first paint (those after
 * the first screen, see IotHome): a play function then finds the whole page.
 */
export async function belowFoldDrawn(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelector('[data-below-fold="pending"]')).toBeNull());
}
