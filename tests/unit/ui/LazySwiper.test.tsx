import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

const swiperLoaded = vi.fn();
vi.mock('@/components/ui/Swiper', () => {
  swiperLoaded();
  return { Swiper: () => <p>carousel</p> };
});

/** Pictures that load only when the test says so. */
class HeldImage {
  static all: HeldImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  complete = false;
  src = '';
  constructor() {
    HeldImage.all.push(this);
  }
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

describe('LazySwiper', () => {
  beforeEach(() => {
    vi.resetModules();
    swiperLoaded.mockClear();
    HeldImage.all = [];
    vi.stubGlobal('Image', HeldImage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  async function mount(slides: React.ReactNode[]) {
    const { LazySwiper } = await import('@/components/ui/LazySwiper');
    return render(<LazySwiper slides={slides} label="Offers" autoplay={false} />);
  }

  it('asks for the carousel only once the first slide’s picture has loaded', async () => {
    await mount([
      <div key="a" style={{ backgroundImage: 'url("/pics/a.png")' }}>
        A
      </div>,
      <div key="b">B</div>,
    ]);
    await flush();
    expect(HeldImage.all.map((image) => image.src)).toEqual(['/pics/a.png']);
    expect(swiperLoaded).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Slide 1 of 2' }).textContent).toBe('A');

    HeldImage.all[0]!.onload?.();
    expect(await screen.findByText('carousel')).toBeTruthy();
    expect(swiperLoaded).toHaveBeenCalledTimes(1);
  });

  it('asks for it at once when the visitor touches the still slide', async () => {
    await mount([<img key="a" src="/pics/a.png" alt="A" />, <p key="b">B</p>]);
    await flush();
    expect(swiperLoaded).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByAltText('A'));
    expect(await screen.findByText('carousel')).toBeTruthy();
  });

  it('asks for it anyway when the picture never arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { FIRST_SLIDE_WAIT_MS } = await import('@/components/ui/LazySwiper');
    await mount([<img key="a" src="/pics/a.png" alt="A" />, <p key="b">B</p>]);
    await act(async () => {
      vi.advanceTimersByTime(FIRST_SLIDE_WAIT_MS);
    });
    vi.useRealTimers();
    expect(await screen.findByText('carousel')).toBeTruthy();
  });

  it('never asks for it with a single slide', async () => {
    await mount([<p key="a">A</p>]);
    await flush();
    expect(swiperLoaded).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Slide 1 of 1' }).textContent).toBe('A');
  });
});
