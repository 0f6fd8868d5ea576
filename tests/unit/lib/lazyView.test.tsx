import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyView } from '@/lib/lazyView';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function host(view: ReturnType<typeof lazyView<{ name: string }>>) {
  return function Host({ wanted }: { wanted: boolean }) {
    const View = view.useView(wanted);
    return wanted && View ? <View name="Ann" /> : <p>nothing yet</p>;
  };
}

describe('lazyView', () => {
  it('downloads nothing until the view is wanted, then draws it once it has arrived', async () => {
    const load = vi.fn(async () => Hello);
    const Host = host(lazyView(load));
    const { rerender } = render(<Host wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Host wanted />);
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws at once, with no second download, once the code is in', async () => {
    const load = vi.fn(async () => Hello);
    const view = lazyView(load);
    view.prefetch();
    await act(async () => {});
    const Host = host(view);
    render(<Host wanted />);
    expect(screen.getByText('Hello Ann')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws nothing after a failed download and tries again the next time it is wanted', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const Host = host(lazyView(load));
    const { rerender } = render(<Host wanted />);
    await act(async () => {});
    expect(screen.getByText('nothing yet')).toBeTruthy();
    rerender(<Host wanted={false} />);
    rerender(<Host wanted />);
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again when what it is wanted for changes', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const view = lazyView(load);
    function Toast({ toast }: { toast: { id: number } }) {
      const View = view.useView(toast);
      return View ? <View name={String(toast.id)} /> : null;
    }
    const { rerender } = render(<Toast toast={{ id: 1 }} />);
    await act(async () => {});
    expect(screen.queryByText(/Hello/)).toBeNull();
    rerender(<Toast toast={{ id: 2 }} />);
    expect(await screen.findByText('Hello 2')).toBeTruthy();
  });

  it('keeps a failed prefetch quiet', async () => {
    const view = lazyView(() => Promise.reject(new Error('offline')));
    expect(() => view.prefetch()).not.toThrow();
    await act(async () => {});
  });
});
