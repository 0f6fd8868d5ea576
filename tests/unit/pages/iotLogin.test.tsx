import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nav } from '@/router/nav';
import { refreshBaseConfig } from '@/features/data/baseConfig';
import { useIotStore } from '@/stores/iot';
import { setupPages } from './harness';

const { open, settle, effects } = setupPages();

afterEach(() => vi.restoreAllMocks());

async function submit(simNo: string) {
  fireEvent.change(await screen.findByLabelText(/Card or device number/), {
    target: { value: simNo },
  });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the card login page', () => {
  it('says a refused login once, in the user language, under the number', async () => {
    useIotStore.getState().clearSession();
    await open('pages/iot/login/index');
    await submit('1064800009999');
    const field = screen.getByLabelText(/Card or device number/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('No card has this number. Check it and try again.');
    await settle();
    // Not the server's own words in a toast besides it.
    expect(effects().recorded.toasts).toEqual([]);
    expect(screen.queryByText(/Card not found/)).toBeNull();
  });

  it('shows the configured login avatar (the demo names a built-in picture)', async () => {
    await refreshBaseConfig('');
    await open('pages/iot/login/index');
    await waitFor(() =>
      expect(document.querySelector('form img')?.getAttribute('src')).toMatch(
        /\/builtin\/avatar\.png$/,
      ),
    );
    await settle();
  });

  it('keeps the page asked for on the way to the code login, and says a login leaves a preview', async () => {
    useIotStore.setState({ simNo: 'IotLayout:1', token: '', simInfo: null });
    const go = vi.spyOn(nav, 'navigateTo').mockResolvedValue({ ok: true, url: '' });
    await open('pages/iot/login/index', { redirect: '/pages-sub/wifi/index' });
    expect(
      await screen.findByText('Logging in with a card leaves the layout preview.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with a code' }));
    expect(go).toHaveBeenCalledWith(
      `/pages/iot/login/code/index?redirect=${encodeURIComponent('/pages-sub/wifi/index')}`,
    );
    await settle();
  });

  it('logs in and returns to the Wi-Fi page asked for', async () => {
    useIotStore.getState().clearSession();
    const go = vi.spyOn(nav, 'reLaunch').mockResolvedValue({ ok: true, url: '' });
    await open('pages/iot/login/index', { redirect: '/pages-sub/wifi/share?type=5G' });
    await submit('MF8600000007');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pages-sub/wifi/share?type=5G'));
    await settle();
  });
});
