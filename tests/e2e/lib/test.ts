import { expect, test as base, type APIRequestContext } from '@playwright/test';

/** An address of the demo server, under the shop's base (`api/__demo/reset`). */
export const demoUrl = (path: string) => new URL(path, base.info().project.use.baseURL).toString();

/**
 * Playwright's test, plus the demo API's conformance: after each test, whatever the demo
 * answered or the app sent that differs from the endpoint declarations fails the test, as in the
 * unit and story runs. A test that sends something wrong on purpose takes it first with
 * `takeConformance`.
 */
export const test = base.extend<{ conformance: void }>({
  conformance: [
    async ({ request }, use) => {
      await takeConformance(request);
      await use();
      expect(
        await takeConformance(request),
        'demo answers or app requests that differ from the declarations',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** What differed from the declarations since the last look (and forgets it). */
export async function takeConformance(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(demoUrl('api/__demo/conformance'));
  if (!response.ok()) return [`the demo server answered ${response.status()} for its differences`];
  return ((await response.json()) as { data: string[] }).data;
}

export { expect };
export type { APIRequestContext, Page, Request } from '@playwright/test';
