'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  createVelocityTracker,
  isTap,
  MIN_VELOCITY,
  nextVelocity,
  pointerKind,
  scrollDelta,
  type PointerKind,
} from './drag-physics';

type Press = {
  pointerId: number;
  kind: PointerKind;
  startX: number;
  startY: number;
  startScroll: number;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Lets a horizontal scroll container be dragged with a mouse, finger or pen, with momentum after
 * release. The container should have `touch-action: pan-y`, so the browser leaves horizontal
 * finger movement to us and still scrolls the page vertically.
 *
 * A press that moved 5 px or more is a drag: the click that ends it is cancelled (preventDefault
 * in the capture phase, so links inside do not navigate), and `wasTap()` is false until the next
 * press or key press, so click handlers can ignore it too.
 */
export function useDragScroll(ref: RefObject<HTMLElement | null>): {
  dragging: boolean;
  wasTap: () => boolean;
} {
  const [dragging, setDragging] = useState(false);
  const tap = useRef(true);
  const wasTap = useCallback(() => tap.current, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const tracker = createVelocityTracker();
    let press: Press | null = null;
    let frame = 0;

    const stopInertia = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };

    const startInertia = (initial: number) => {
      let velocity = initial;
      // scrollLeft may be rounded by the browser: keep the exact position here.
      let position = el.scrollLeft;
      const step = () => {
        position += velocity;
        el.scrollLeft = position;
        velocity = nextVelocity(velocity);
        // The browser clamps scrollLeft at either end: stop there instead of pushing on.
        const atEdge = Math.abs(el.scrollLeft - position) >= 1;
        frame = velocity === 0 || atEdge ? 0 : requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };

    const onMove = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.pointerId) return;
      tracker.add(event.clientX, performance.now());
      if (tap.current && !isTap(press.startX, press.startY, event.clientX, event.clientY)) {
        tap.current = false;
        setDragging(true);
      }
      // Measured from the press, not the previous move, so rounding never accumulates.
      el.scrollLeft = press.startScroll - scrollDelta(event.clientX - press.startX, press.kind);
    };

    const finish = (event: PointerEvent, fling: boolean) => {
      if (!press || event.pointerId !== press.pointerId) return;
      const { kind } = press;
      press = null;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      setDragging(false);
      if (!fling || tap.current || prefersReducedMotion()) return;
      // A pointer held still before release has its late sample pull the velocity down.
      tracker.add(event.clientX, performance.now());
      const velocity = -scrollDelta(tracker.velocity(), kind);
      if (Math.abs(velocity) >= MIN_VELOCITY) startInertia(velocity);
    };
    const onUp = (event: PointerEvent) => finish(event, true);
    // The browser took the gesture over (a vertical page scroll): no momentum.
    const onCancel = (event: PointerEvent) => finish(event, false);

    const onDown = (event: PointerEvent) => {
      // Secondary buttons and extra fingers during a press are not drags. A mouse has one
      // pointer, so its new press replaces one whose release never reached us.
      if (event.button !== 0 || (press && event.pointerType !== 'mouse')) return;
      stopInertia();
      tap.current = true;
      press = {
        pointerId: event.pointerId,
        kind: pointerKind(event.pointerType),
        startX: event.clientX,
        startY: event.clientY,
        startScroll: el.scrollLeft,
      };
      tracker.reset();
      tracker.add(event.clientX, performance.now());
      // On window, so a drag that leaves the row keeps scrolling it until release.
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
    };

    const onClickCapture = (event: MouseEvent) => {
      if (!tap.current) event.preventDefault();
    };
    // Keyboard activation (Enter on a chip) never follows a drag.
    const onKeyDown = () => {
      tap.current = true;
    };
    // Links are natively draggable; that drag would steal the pointer from ours.
    const onDragStart = (event: DragEvent) => event.preventDefault();

    el.addEventListener('pointerdown', onDown);
    el.addEventListener('click', onClickCapture, true);
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('dragstart', onDragStart);
    return () => {
      stopInertia();
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('click', onClickCapture, true);
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('dragstart', onDragStart);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, [ref]);

  return { dragging, wasTap };
}
