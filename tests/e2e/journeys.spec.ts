import { test } from './lib/test';
import { MAIN_JOURNEYS } from '../journeys/journeys';
import { playwrightActor } from '../journeys/playwrightActor';

// Each area's main journey, the same steps the WebKit run plays (tests/journeys, tests/webkit).

for (const [name, journey] of Object.entries(MAIN_JOURNEYS)) {
  test(name, async ({ page }) => {
    await journey(playwrightActor(page, test.info().project.use.baseURL ?? ''));
  });
}
