import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { SimLayout } from '@/api/types';
import { IotHome, type IotHomeProps } from '@/components/iot/home/IotHome';
import { layoutColour, layoutImage } from '@/components/iot/home/HomeHeader';
import { homeCard } from '@/features/iot/home/homeView';
import { theme } from '@/theme';

const layout: Partial<SimLayout> = {
  name: 'Blue',
  logo: '/static/layout/logo-blue.png',
  notice: 'Holiday discount on every package',
  packageLamp: true,
  index: {
    elements: [
      { key: 'flowCard', switch: true },
      { key: 'notice', switch: false },
    ],
    header: { key: 'default', data: { background: '#00695c', color: '#ffffff' } },
  },
};

function draw(patch: Partial<IotHomeProps> = {}) {
  const props: IotHomeProps = {
    layout,
    card: homeCard({ simNo: '1064800000001', balance: 10 }),
    now: 9,
    showPopup: false,
    showBreak: false,
    resolveImage: (path) => `https://cdn.example.com${path}`,
    onMenu: vi.fn(),
    onMore: vi.fn(),
    onCarousel: vi.fn(),
    onStatusAction: vi.fn(),
    onCloseBreak: vi.fn(),
    onPopupClose: vi.fn(),
    ...patch,
  };
  return render(
    <ThemeProvider theme={theme}>
      <IotHome {...props} />
    </ThemeProvider>,
  );
}

describe('IoT home from its layout', () => {
  it('never shows a notice the layout switched off', () => {
    draw();
    expect(screen.queryByText('Holiday discount on every package')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
  });

  it("draws the layout's logo in the header", () => {
    draw();
    const header = screen.getByRole('region', { name: 'Card summary' });
    const logo = header.querySelector(
      'img[src="https://cdn.example.com/static/layout/logo-blue.png"]',
    );
    expect(logo).not.toBeNull();
  });

  it('shows the package lamp only when the layout switches it on', () => {
    const lampPackages = [{ name: 'Month 10GB', price: 29 }, { name: 'Year 100GB' }];
    draw({ lampPackages });
    expect(screen.getByText(/Month 10GB ¥29\.00/)).toBeTruthy();
    draw({ lampPackages, layout: { ...layout, packageLamp: false } });
    expect(screen.getAllByText(/Month 10GB/)).toHaveLength(1);
  });

  it('shows the gradual header compact bar once the page scrolled past 50', () => {
    draw({
      layout: { ...layout, index: { ...layout.index!, header: { key: 'gradual', data: {} } } },
    });
    const bar = screen.getByTestId('gradual-compact');
    expect(bar.dataset.shown).toBe('false');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(50);
    expect(bar.dataset.shown).toBe('false');
    scrollTo(51);
    expect(bar.dataset.shown).toBe('true');
    scrollTo(0);
    expect(bar.dataset.shown).toBe('false');
  });

  it('takes colours and images from the layout only when they are such', () => {
    expect(layoutColour('#018d71')).toBe('#018d71');
    expect(layoutColour(' rgba(0, 0, 0, 0.5) ')).toBe('rgba(0, 0, 0, 0.5)');
    expect(layoutColour('red;} body{display:none')).toBeNull();
    expect(layoutColour(42)).toBeNull();
    expect(layoutImage('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(layoutImage('x.png") ; background: url("evil')).toBeNull();
    expect(layoutImage('javascript:alert(1)')).toBeNull();
  });
});
