'use client';

import { useState, type DragEvent } from 'react';

/** Which way a Move button moves its item. */
export type MoveDirection = 'up' | 'down';

/**
 * A list put in order by hand, the same way wherever one is (the studio's collection, the week
 * menu): each item is dragged with HTML drag and drop, or moved with Move up / Move down buttons
 * (keyboard). After a button's move the focus stays with the moved item's button in that
 * direction, or the other one when it reached an end (the button it had is gone); each button
 * carries `data-move="{direction}:{key}"` (`moveButton`) for that.
 *
 * `onMove(from, to)` makes the move (and announces it); the hook holds only what is dragged.
 */
export function useReorder({
  count,
  onMove,
}: {
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);

  function move(from: number, to: number, focus?: { direction: MoveDirection; key: string }) {
    if (to < 0 || to >= count || from === to) return;
    onMove(from, to);
    if (!focus) return;
    const atEnd = focus.direction === 'up' ? to === 0 : to === count - 1;
    const direction = atEnd ? (focus.direction === 'up' ? 'down' : 'up') : focus.direction;
    // Once the list has re-rendered.
    requestAnimationFrame(() =>
      document.querySelector<HTMLButtonElement>(`[data-move="${direction}:${focus.key}"]`)?.focus(),
    );
  }

  /** The drag and drop handlers of the item at `index`; `id` is what the drag carries. */
  const dragProps = (index: number, id: string) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      setDragged(index);
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', id);
    },
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null) move(dragged, index);
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
  });

  /** The Move button of the item at `index` (`key`) in `direction`: its handler and mark. */
  const moveButton = (index: number, key: string, direction: MoveDirection) => ({
    'data-move': `${direction}:${key}`,
    onClick: () => move(index, direction === 'up' ? index - 1 : index + 1, { direction, key }),
  });

  return { dragged, dragProps, moveButton };
}
