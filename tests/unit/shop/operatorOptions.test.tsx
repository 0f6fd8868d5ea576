import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE_CONFIG_PATH } from '@/api/declarations/paths';
import { refreshBaseConfig } from '@/features/data/baseConfig';
import { loadDict } from '@/features/shop/dicts';
import { useOperatorOptions } from '@/features/shop/numberFilters';
import { OPERATOR_DICT } from '@/features/shop/numberQuery';
import { setupDemoApi } from '../api/harness';

// The operator filter's chips: all, featured when the agent suggests numbers, the dictionary.
// Featured comes second, so the dictionary's chips wait for the configuration: shown first and
// pushed aside by it, they would move under the visitor's finger.

const api = setupDemoApi();

const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('useOperatorOptions', () => {
  it('holds the dictionary back until the configuration says whether featured comes first', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      http.get(`*${BASE_CONFIG_PATH}`, async () => {
        await answered;
        // Nothing returned: the demo API's own handler answers.
        return undefined;
      }),
    );
    const config = refreshBaseConfig('');
    await loadDict(OPERATOR_DICT);
    const { result } = renderHook(() => useOperatorOptions());
    expect(values(result.current)).toEqual(['']);

    await act(async () => {
      answer();
      await config;
    });
    await waitFor(() => expect(values(result.current)).toEqual(['', '-99', '1', '2', '3', '4']));
    expect(result.current.map((option) => option.label)).toEqual([
      'All',
      'Featured',
      'China Telecom',
      'China Unicom',
      'China Broadnet',
      'China Mobile',
    ]);
  });

  it('shows the dictionary when the configuration failed to load', async () => {
    api.server.use(
      http.get(`*${BASE_CONFIG_PATH}`, async () => {
        await delay(10);
        return HttpResponse.json({ code: 500, message: 'down' });
      }),
    );
    await refreshBaseConfig('');
    const { result } = renderHook(() => useOperatorOptions());
    await waitFor(() => expect(values(result.current)).toEqual(['', '1', '2', '3', '4']));
  });
});
