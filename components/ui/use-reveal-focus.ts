import { useRef } from 'react';

/**
 * 'Load More' for keyboard users: focus moves to the first item it revealed (that item's first
 * link), so they continue where the list grew. Call `revealFrom(index)` as it reveals, and give
 * each item `ref={itemRef(index)}`.
 */
export function useRevealFocus() {
  const focusFrom = useRef<number | null>(null);
  return {
    revealFrom: (index: number) => {
      focusFrom.current = index;
    },
    itemRef: (index: number) => (node: HTMLElement | null) => {
      if (node && focusFrom.current === index) {
        focusFrom.current = null;
        node.querySelector('a')?.focus();
      }
    },
  };
}
