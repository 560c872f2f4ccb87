'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * False on the server, while hydrating and until the browser is next idle (at the latest after
 * `timeout` ms); then true. For a part of the page nobody needs at first sight: it renders in a
 * task of its own instead of in the ones that follow hydration, where a first tap would wait.
 */
export function useIdle(timeout = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeout), [timeout]);
  return idle;
}
