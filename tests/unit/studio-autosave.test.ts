import type { RecipeDraft, StudioRecipe } from '@/core/contract/studio';
import { ERROR_CODES } from '@/core/contract/paths';
import { ApiError } from '@/lib/api/errors';
import { emptyDraft } from '@/components/studio/draft-form';
import { studioApi } from '@/components/studio/studio-api';
import {
  AUTOSAVE_DELAY_MS,
  DraftSaver,
  backupKey,
  readBackup,
} from '@/components/studio/use-autosave';

/**
 * The studio's autosave (issue 24): one save at a time, after the creator stops typing, with the
 * version it was made on; a lost connection retried; a save elsewhere (409) stops it and nothing
 * more is sent until the creator chooses; the browser keeps the form until the API has it.
 */
jest.mock('@/components/studio/studio-api', () => ({ studioApi: { save: jest.fn() } }));
const save = jest.mocked(studioApi.save);

const draft = (name: string): RecipeDraft => {
  const d = emptyDraft('nl');
  return { ...d, content: { nl: { ...d.content.nl!, name } } };
};
const answer = (version: number, d: RecipeDraft) =>
  ({ data: { id: 7, version, draft: d } as unknown as StudioRecipe }) as Awaited<
    ReturnType<typeof studioApi.save>
  >;

beforeEach(() => {
  jest.useFakeTimers();
  save.mockReset();
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('saves once, after the typing stops, on the version it was made on', async () => {
  const saved = jest.fn();
  const saver = new DraftSaver(7, 3, saved);
  save.mockImplementation(async (_id, version, d) => answer(version + 1, d));
  saver.change(draft('S'), draft('S'));
  saver.change(draft('Sh'), draft('Sh'));
  saver.change(draft('Sha'), draft('Sha'));
  expect(saver.getState().kind).toBe('unsaved');
  expect(readBackup(7)?.draft.content.nl?.name).toBe('Sha');
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledWith(7, 3, draft('Sha'));
  expect(saver.getState().kind).toBe('saved');
  expect(saver.version).toBe(4);
  expect(window.localStorage.getItem(backupKey(7))).toBeNull();
  expect(saved).toHaveBeenCalledTimes(1);
});

it('retries a save lost to the connection, and keeps the form meanwhile', async () => {
  const saver = new DraftSaver(7, 1, () => {});
  save
    .mockRejectedValueOnce(new ApiError({ status: 0, message: 'offline', kind: 'network' }))
    .mockImplementation(async (_id, version, d) => answer(version + 1, d));
  saver.change(draft('Soep'), draft('Soep'));
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
  expect(saver.getState().kind).toBe('offline');
  expect(readBackup(7)?.draft.content.nl?.name).toBe('Soep');
  await jest.advanceTimersByTimeAsync(3000);
  expect(save).toHaveBeenCalledTimes(2);
  expect(saver.getState().kind).toBe('saved');
});

it('stops at a conflict and sends nothing until the creator chooses', async () => {
  const saver = new DraftSaver(7, 5, () => {});
  save.mockRejectedValueOnce(
    new ApiError({ status: 409, message: 'changed elsewhere', code: ERROR_CODES.versionConflict }),
  );
  saver.change(draft('Mijn'), draft('Mijn'));
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
  expect(saver.getState().kind).toBe('conflict');
  saver.change(draft('Mijn tweede'), draft('Mijn tweede'));
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
  expect(save).toHaveBeenCalledTimes(1);
  expect(readBackup(7)?.draft.content.nl?.name).toBe('Mijn tweede');
  // Keep mine: saved on top of their version 6.
  save.mockImplementation(async (_id, version, d) => answer(version + 1, d));
  saver.resolve({ version: 6 } as StudioRecipe, draft('Mijn tweede'));
  await jest.advanceTimersByTimeAsync(0);
  expect(save).toHaveBeenLastCalledWith(7, 6, draft('Mijn tweede'));
  expect(saver.getState().kind).toBe('saved');
});

it('does not save a form with a wrong field, but keeps it', async () => {
  const saver = new DraftSaver(7, 1, () => {});
  saver.change(null, draft('x'.repeat(300)));
  await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
  expect(save).not.toHaveBeenCalled();
  expect(saver.getState().kind).toBe('invalid');
  expect(readBackup(7)?.draft.content.nl?.name).toHaveLength(300);
});
