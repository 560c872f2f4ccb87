'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RecipeDraft, StudioRecipe } from '@/core/contract/studio';
import { ERROR_CODES } from '@/core/contract/paths';
import { isApiError } from '@/lib/api/errors';
import { studioApi } from './studio-api';
import { errorMessage } from './error-message';

/** A draft saves itself this long after the last keystroke (the issue allows 2 s at most). */
export const AUTOSAVE_DELAY_MS = 800;
/** After a failed save for want of a connection, the next try. */
const RETRY_MS = 3000;

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

/** Where the editor keeps what it has not saved yet: a reload or a crash brings it back. */
export const backupKey = (id: number) => `zesty:studio:recipe:${id}`;
type Backup = { version: number; draft: RecipeDraft };

export function readBackup(id: number): Backup | null {
  try {
    const raw = window.localStorage.getItem(backupKey(id));
    return raw ? (JSON.parse(raw) as Backup) : null;
  } catch {
    return null;
  }
}
function writeBackup(id: number, backup: Backup | null) {
  try {
    if (backup) window.localStorage.setItem(backupKey(id), JSON.stringify(backup));
    else window.localStorage.removeItem(backupKey(id));
  } catch {
    // Storage full or refused: the save to the server still runs.
  }
}

/**
 * Saving one recipe's working copy while the creator types: `change(draft, form)` keeps the form
 * in local storage at once and saves the checked draft (null while a field is wrong) to the API
 * AUTOSAVE_DELAY_MS after the last change, naming the version it was made on. One save at a
 * time; what is typed meanwhile goes next. A save the API refuses because someone saved since
 * (409) stops saving and reports a conflict: the creator chooses (`resolve`), nothing is written
 * over. `flush()` saves at once (before publishing).
 */
export class DraftSaver {
  private state: SaveState = { kind: 'saved' };
  private listeners = new Set<() => void>();
  private pending: RecipeDraft | null = null;
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private retrying = false;
  private conflict = false;
  version: number;

  constructor(
    private readonly id: number,
    version: number,
    private readonly onSaved: (recipe: StudioRecipe) => void,
  ) {
    this.version = version;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getState = () => this.state;
  /** Changes are waiting or on their way: leaving now would lose them (but for the backup). */
  get busy() {
    return this.pending !== null || this.running !== null;
  }

  private set(state: SaveState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private schedule(ms = AUTOSAVE_DELAY_MS) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
  }

  private async run(): Promise<void> {
    clearTimeout(this.timer);
    this.retrying = false;
    while (this.running) await this.running;
    const draft = this.pending;
    if (!draft || this.conflict) return;
    this.pending = null;
    this.set({ kind: 'saving' });
    this.running = this.save(draft);
    await this.running;
    this.running = null;
    // Typed while the save was out: that goes next (a retry after a lost connection is timed).
    if (this.pending && !this.conflict && !this.retrying) this.schedule();
  }

  private async save(draft: RecipeDraft) {
    try {
      const { data } = await studioApi.save(this.id, this.version, draft);
      this.version = data.version;
      this.onSaved(data);
      if (this.pending) writeBackup(this.id, { version: data.version, draft: this.pending });
      else {
        writeBackup(this.id, null);
        this.set({ kind: 'saved' });
      }
    } catch (err) {
      this.pending ??= draft;
      if (isApiError(err) && err.code === ERROR_CODES.versionConflict) {
        this.conflict = true;
        this.set({ kind: 'conflict' });
      } else if (isApiError(err) && err.retryable) {
        this.retrying = true;
        this.set({ kind: 'offline' });
        this.schedule(RETRY_MS);
      } else {
        this.set({ kind: 'failed', message: errorMessage(err) });
      }
    }
  }

  change(draft: RecipeDraft | null, form: RecipeDraft) {
    writeBackup(this.id, { version: this.version, draft: form });
    if (this.conflict) return;
    if (!draft) {
      this.pending = null;
      clearTimeout(this.timer);
      this.set({ kind: 'invalid' });
      return;
    }
    this.pending = draft;
    this.set({ kind: 'unsaved' });
    this.schedule();
  }

  /** Saves what is waiting now; resolves once the API has it (or has refused it). */
  async flush() {
    if (this.pending) await this.run();
    while (this.running) await this.running;
  }

  /** The recipe as the editor's own action left it (publish, unpublish): its new version. */
  adopt(recipe: StudioRecipe) {
    this.version = recipe.version;
  }

  /** What the editor found on opening: unsaved changes made on an older version. */
  markConflict() {
    this.conflict = true;
    this.set({ kind: 'conflict' });
  }

  /** After the creator chose in a conflict: go on from `current` (theirs, or mine on top of it). */
  resolve(current: StudioRecipe, mine: RecipeDraft | null) {
    this.conflict = false;
    this.version = current.version;
    this.pending = mine;
    if (mine) void this.run();
    else {
      writeBackup(this.id, null);
      this.set({ kind: 'saved' });
    }
  }

  dispose() {
    clearTimeout(this.timer);
  }
}

/** The saver of the recipe being edited, its state, and a warning before leaving unsaved. */
export function useAutosave(recipe: StudioRecipe, onSaved: (recipe: StudioRecipe) => void) {
  const [saver] = useState(() => new DraftSaver(recipe.id, recipe.version, onSaved));
  const state = useSyncExternalStore(saver.subscribe, saver.getState, saver.getState);
  useEffect(() => {
    // Local storage keeps the changes anyway (the editor brings them back on the next visit);
    // the browser still asks before a tab with changes on their way is closed.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (saver.busy) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      saver.dispose();
    };
  }, [saver]);
  return { saver, state };
}
