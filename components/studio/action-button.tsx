import type { ComponentProps } from 'react';
import styles from './studio.module.css';

/**
 * A studio button that submits nothing (`type="button"`): in the secondary look, or the primary
 * one with `primary` (the screen's main action).
 */
export function ActionButton({
  primary = false,
  ...button
}: Omit<ComponentProps<'button'>, 'type' | 'className'> & { primary?: boolean }) {
  return (
    <button type="button" className={primary ? styles.primary : styles.secondary} {...button} />
  );
}
