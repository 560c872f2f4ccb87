/**
 * The file media store (DATA_DIR's media folder), as the upload, crop and sweep code use it:
 * keys are safe relative paths; a listing finds every key under a prefix, also a file-name
 * prefix; removing takes what is there and ignores what is not.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { FileMediaStore, type MediaStore } from '../../server/media/storage';

let root: string;
let store: MediaStore;
before(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'zesty-media-'));
  store = new FileMediaStore(root);
});
after(async () => fs.rm(root, { recursive: true, force: true }));

test('put, get, list by folder and by file-name prefix, remove', async () => {
  const body = Buffer.from('x');
  for (const key of [
    'uploads/3/ab12.jpg',
    'uploads/3/cd34.jpg',
    'crop/1x1/uploads/3/ab12.jpg',
    'crop/1x1/uploads/3/ab12.f30-70.jpg',
    'crop/1x1/uploads/3/cd34.jpg',
    'crop/4x3/uploads/3/ab12.jpg',
  ])
    await store.put(key, body, 'image/jpeg');
  assert.deepEqual((await store.get('uploads/3/ab12.jpg'))?.contentType, 'image/jpeg');
  assert.deepEqual((await store.list('uploads/')).sort(), [
    'uploads/3/ab12.jpg',
    'uploads/3/cd34.jpg',
  ]);
  assert.deepEqual((await store.list('crop/1x1/uploads/3/ab12.')).sort(), [
    'crop/1x1/uploads/3/ab12.f30-70.jpg',
    'crop/1x1/uploads/3/ab12.jpg',
  ]);
  assert.deepEqual(await store.list('crop/16x9/uploads/3/ab12.'), []);
  assert.deepEqual(await store.list('../etc/'), []);

  await store.remove(['uploads/3/ab12.jpg', 'crop/1x1/uploads/3/ab12.jpg', 'uploads/3/gone.jpg']);
  assert.equal(await store.exists('uploads/3/ab12.jpg'), false);
  assert.equal(await store.exists('crop/1x1/uploads/3/ab12.jpg'), false);
  assert.equal(await store.exists('uploads/3/cd34.jpg'), true);
  await assert.rejects(store.remove(['../outside.jpg']), /Unsafe media key/);
});
