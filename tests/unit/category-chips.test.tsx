import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { contrastRatio } from '@/core/colour';
import { CATEGORY_CHIPS, CategoryChips } from '@/components/recipe/category-chips';
import {
  DECAY,
  MIN_VELOCITY,
  SPEED_FACTOR,
  TAP_TOLERANCE_PX,
  VELOCITY_SAMPLES,
  createVelocityTracker,
  isTap,
  nextVelocity,
  pointerKind,
  scrollDelta,
} from '@/components/recipe/drag-physics';

// The translation hooks become a lookup in the real English messages; Link a plain anchor that keeps
// every prop (onClick, onFocus, aria-current…) and spells an object href out as a URL.
jest.mock('next-intl', () =>
  jest.requireActual<typeof import('./intl-mock')>('./intl-mock').lookupIntl(),
);
type Href = string | { pathname: string; query?: Record<string, string> };
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({
    href,
    children,
    ...rest
  }: { href: Href; children: ReactNode } & Omit<
    AnchorHTMLAttributes<HTMLAnchorElement>,
    'href'
  >) => {
    const url =
      typeof href === 'string'
        ? href
        : `${href.pathname}?${new URLSearchParams(href.query).toString()}`;
    return (
      <a href={`/en${url}`} {...rest}>
        {children}
      </a>
    );
  },
}));

// jsdom has no PointerEvent: a MouseEvent with the pointer fields the hook reads is enough.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}
const scrollIntoView = jest.fn();
let reducedMotion = false;
beforeAll(() => {
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
  }
  Element.prototype.scrollIntoView = scrollIntoView;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
    }),
  });
});
beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  scrollIntoView.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('drag physics', () => {
  it('has the spec constants', () => {
    expect(TAP_TOLERANCE_PX).toBe(5);
    expect(SPEED_FACTOR).toEqual({ mouse: 1.3, touch: 1.8 });
    expect(DECAY).toBe(0.95);
    expect(MIN_VELOCITY).toBe(0.5);
    expect(VELOCITY_SAMPLES).toBe(5);
  });

  it('measures velocity in px per 60 fps frame over the last five samples only', () => {
    const tracker = createVelocityTracker();
    // A wild start that must no longer count once five later samples exist.
    tracker.add(0, 0);
    tracker.add(1000, 1);
    [0, 10, 20, 30, 40].forEach((x, i) => tracker.add(x, 10 + i * 10));
    expect(tracker.samples).toHaveLength(5);
    // 40 px in 40 ms = 1 px/ms = 16.67 px per frame.
    expect(tracker.velocity()).toBeCloseTo(1000 / 60, 5);
    tracker.add(20, 60);
    expect(tracker.velocity()).toBeCloseTo((10 / 40) * (1000 / 60), 5);
  });

  it('has no velocity without two samples apart in time', () => {
    const tracker = createVelocityTracker();
    expect(tracker.velocity()).toBe(0);
    tracker.add(10, 5);
    expect(tracker.velocity()).toBe(0);
    tracker.add(50, 5);
    expect(tracker.velocity()).toBe(0);
    tracker.reset();
    expect(tracker.samples).toHaveLength(0);
  });

  it('decays velocity by 0.95 a frame and stops below 0.5', () => {
    expect(nextVelocity(10)).toBeCloseTo(9.5, 10);
    expect(nextVelocity(-10)).toBeCloseTo(-9.5, 10);
    expect(nextVelocity(0.6)).toBeCloseTo(0.57, 10);
    expect(nextVelocity(0.52)).toBe(0);
    expect(nextVelocity(-0.52)).toBe(0);
    let v = 10;
    let frames = 0;
    while (v !== 0) {
      expect(Math.abs(v)).toBeGreaterThanOrEqual(0.5);
      v = nextVelocity(v);
      frames += 1;
    }
    // 10 × 0.95^n < 0.5 first at n = 59.
    expect(frames).toBe(59);
  });

  it('scales pointer movement by 1.3 for a mouse and 1.8 for touch or pen', () => {
    expect(scrollDelta(40, 'mouse')).toBeCloseTo(52, 10);
    expect(scrollDelta(40, 'touch')).toBeCloseTo(72, 10);
    expect(scrollDelta(-10, 'mouse')).toBeCloseTo(-13, 10);
    expect(pointerKind('mouse')).toBe('mouse');
    expect(pointerKind('touch')).toBe('touch');
    expect(pointerKind('pen')).toBe('touch');
  });

  it('counts a press as a tap only below 5 px of movement', () => {
    expect(isTap(0, 0, 4.9, 0)).toBe(true);
    expect(isTap(0, 0, 5, 0)).toBe(false);
    expect(isTap(10, 10, 10, 5)).toBe(false);
    // Euclidean: 3 and 4 make 5.
    expect(isTap(0, 0, 3, 4)).toBe(false);
    expect(isTap(0, 0, 3, 3)).toBe(true);
  });
});

describe('category chip list', () => {
  it('has the seven spec chips with their URL values', () => {
    expect(CATEGORY_CHIPS.map((chip) => chip.messageKey)).toEqual([
      'onePot',
      'vegan',
      'protein',
      'quickEasy',
      'lowCarb',
      'glutenFree',
      'dairyFree',
    ]);
    expect(CATEGORY_CHIPS.map((chip) => chip.category)).toEqual([
      'one-pot',
      'vegan',
      'high-protein',
      'quick-easy',
      'low-carb',
      'gluten-free',
      'dairy-free',
    ]);
    expect(new Set(CATEGORY_CHIPS.map((chip) => chip.id)).size).toBe(7);
  });

  it.each(CATEGORY_CHIPS.map((chip) => [chip.id, chip] as const))(
    '%s text passes WCAG AA on its background',
    (_, chip) => {
      expect(chip.background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(chip.text).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(chip.text, chip.background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

/** Gives the row a scroll position jsdom does not model: 0 to `max`, clamped like a browser. */
function scrollable(row: HTMLElement, start = 100, max = 2000) {
  let value = start;
  Object.defineProperty(row, 'scrollLeft', {
    configurable: true,
    get: () => value,
    set: (next: number) => {
      value = Math.min(max, Math.max(0, next));
    },
  });
}

function renderChips(selected?: string) {
  const view = render(<CategoryChips selected={selected} />);
  const row = screen.getByRole('list', { name: 'Food categories' });
  scrollable(row);
  return { ...view, row };
}

type Pointer = 'mouse' | 'touch' | 'pen';

/** Presses at `from`, moves in `steps` equal steps 16 ms apart to `to` (without releasing). */
function press(
  target: Element,
  from: number,
  to: number,
  pointerType: Pointer = 'mouse',
  steps = 4,
) {
  fireEvent.pointerDown(target, { clientX: from, clientY: 20, pointerType, pointerId: 1 });
  for (let i = 1; i <= steps; i += 1) {
    act(() => {
      jest.advanceTimersByTime(16);
    });
    const clientX = from + ((to - from) * i) / steps;
    fireEvent.pointerMove(target, { clientX, clientY: 20, pointerType, pointerId: 1 });
  }
}

function release(target: Element, x: number, pointerType: Pointer = 'mouse') {
  fireEvent.pointerUp(target, { clientX: x, clientY: 20, pointerType, pointerId: 1 });
}

const chip = (name: string) => screen.getByRole('link', { name });

describe('CategoryChips', () => {
  it('renders a labelled section with a labelled list of seven chip links', () => {
    renderChips();
    const section = screen.getByRole('region', { name: 'Explore our favourite food categories' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Explore our favourite food categories',
    );
    const links = within(screen.getByRole('list', { name: 'Food categories' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.textContent)).toEqual([
      'One Pot',
      'Vegan',
      'Protein',
      'Quick & Easy',
      'Low Carb',
      'Gluten-Free',
      'Dairy-Free',
    ]);
    expect(chip('Protein')).toHaveAttribute('href', '/en/recipes?category=high-protein');
    expect(chip('Quick & Easy')).toHaveAttribute('href', '/en/recipes?category=quick-easy');
    expect(chip('Vegan')).toHaveStyle({ backgroundColor: '#d4f1d4', color: '#1f4d1f' });
  });

  it('scrolls by 1.3 × a 40 px mouse drag', () => {
    const { row } = renderChips();
    press(chip('Vegan'), 200, 160, 'mouse');
    expect(row.scrollLeft).toBeCloseTo(152, 5);
    // Dragging back to the start puts the row back: offsets count from the press.
    fireEvent.pointerMove(chip('Vegan'), { clientX: 200, clientY: 20, pointerId: 1 });
    expect(row.scrollLeft).toBeCloseTo(100, 5);
  });

  it('scrolls by 1.8 × a 40 px touch or pen drag', () => {
    const { row } = renderChips();
    press(chip('Vegan'), 200, 160, 'touch');
    expect(row.scrollLeft).toBeCloseTo(172, 5);
    release(chip('Vegan'), 160, 'touch');
    act(() => {
      jest.runAllTimers();
    });

    row.scrollLeft = 100;
    press(chip('Vegan'), 100, 140, 'pen');
    expect(row.scrollLeft).toBeCloseTo(28, 5);
  });

  it('marks the row while dragging so text is not selected', () => {
    const { row } = renderChips();
    press(chip('Vegan'), 200, 180);
    expect(row.className).toMatch(/dragging/);
    release(chip('Vegan'), 180);
    expect(row.className).not.toMatch(/dragging/);
  });

  it('navigates and selects on a click after less than 5 px of movement', () => {
    renderChips();
    press(chip('Low Carb'), 100, 103);
    release(chip('Low Carb'), 103);
    // fireEvent returns false when the default (following the link) was prevented.
    expect(fireEvent.click(chip('Low Carb'), { detail: 1 })).toBe(true);
    expect(chip('Low Carb')).toHaveAttribute('aria-current', 'true');
  });

  it('neither navigates nor selects on the click that ends a 10 px drag', () => {
    renderChips();
    press(chip('Low Carb'), 100, 110);
    release(chip('Low Carb'), 110);
    expect(fireEvent.click(chip('Low Carb'), { detail: 1 })).toBe(false);
    expect(chip('Low Carb')).not.toHaveAttribute('aria-current');
  });

  it('counts vertical movement too', () => {
    renderChips();
    fireEvent.pointerDown(chip('Vegan'), { clientX: 100, clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(chip('Vegan'), { clientX: 100, clientY: 28, pointerId: 1 });
    fireEvent.pointerUp(chip('Vegan'), { clientX: 100, clientY: 28, pointerId: 1 });
    expect(fireEvent.click(chip('Vegan'), { detail: 1 })).toBe(false);
  });

  it('lets Enter activate a chip after an earlier drag', () => {
    renderChips();
    press(chip('Vegan'), 100, 150);
    release(chip('Vegan'), 150);
    act(() => {
      jest.runAllTimers();
    });
    fireEvent.keyDown(chip('Dairy-Free'), { key: 'Enter' });
    expect(fireEvent.click(chip('Dairy-Free'))).toBe(true);
    expect(chip('Dairy-Free')).toHaveAttribute('aria-current', 'true');
  });

  it('selects at most one chip', () => {
    const { rerender } = renderChips('high-protein');
    expect(chip('Protein')).toHaveAttribute('aria-current', 'true');
    fireEvent.click(chip('Vegan'));
    fireEvent.click(chip('Gluten-Free'));
    const current = screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'));
    expect(current).toEqual([chip('Gluten-Free')]);
    // The page's choice after navigation wins.
    rerender(<CategoryChips selected="one-pot" />);
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual(
      [chip('One Pot')],
    );
  });

  it('keeps every chip in the tab order with a name, and reveals a keyboard-focused chip', () => {
    renderChips();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(7);
    for (const link of links) {
      expect(link).toHaveAccessibleName();
      expect(link.tabIndex).toBe(0);
      expect(link).toHaveAttribute('href');
      act(() => link.focus());
      expect(link).toHaveFocus();
    }
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
  });

  it('keeps scrolling after release, slowing down until it stops', () => {
    const { row } = renderChips();
    press(chip('Vegan'), 200, 160);
    release(chip('Vegan'), 160);
    const released = row.scrollLeft;
    expect(released).toBeCloseTo(152, 5);

    const positions: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      act(() => {
        jest.advanceTimersByTime(16);
      });
      positions.push(row.scrollLeft);
    }
    const steps = positions.map((p, i) => p - (positions[i - 1] ?? released));
    // Same direction as the drag, each frame 0.95 × the one before, stopped at the end.
    expect(steps[0]).toBeGreaterThan(10);
    expect(steps[1]! / steps[0]!).toBeCloseTo(DECAY, 5);
    expect(steps.slice(-10).every((step) => step === 0)).toBe(true);
    const moving = steps.filter((step) => step !== 0);
    expect(moving.length).toBeGreaterThan(30);
    expect(Math.min(...moving)).toBeGreaterThanOrEqual(MIN_VELOCITY);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops the momentum at the end of the row', () => {
    const { row } = renderChips();
    scrollable(row, 1950, 2000);
    press(chip('Vegan'), 200, 160);
    release(chip('Vegan'), 160);
    act(() => {
      jest.advanceTimersByTime(16 * 10);
    });
    expect(row.scrollLeft).toBe(2000);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops the momentum on a new press', () => {
    const { row } = renderChips();
    press(chip('Vegan'), 200, 160);
    release(chip('Vegan'), 160);
    act(() => {
      jest.advanceTimersByTime(48);
    });
    fireEvent.pointerDown(chip('Vegan'), { clientX: 50, clientY: 20, pointerId: 1 });
    const held = row.scrollLeft;
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(row.scrollLeft).toBe(held);
  });

  it('has no momentum after a cancelled touch or with reduced motion', () => {
    const { row } = renderChips();
    press(chip('Vegan'), 200, 160, 'touch');
    fireEvent.pointerCancel(chip('Vegan'), { clientX: 160, pointerType: 'touch', pointerId: 1 });
    const cancelled = row.scrollLeft;
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(row.scrollLeft).toBe(cancelled);

    reducedMotion = true;
    press(chip('Vegan'), 200, 160);
    release(chip('Vegan'), 160);
    const released = row.scrollLeft;
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(row.scrollLeft).toBe(released);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderChips();
    press(chip('Vegan'), 200, 160);
    release(chip('Vegan'), 160);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
