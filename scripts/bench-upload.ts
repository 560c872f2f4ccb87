/**
 * `npm run bench:upload [-- --runs 5 --mb 10]`: how long the studio's picture processing takes
 * (server/media/upload.ts: read, check, turn upright, strip, resize to 1600 px, JPEG, blurred
 * placeholder) for a camera JPEG of about `--mb` megabytes, 12 megapixels of fine detail with an
 * EXIF orientation. Prints each run and the median, in milliseconds; sharp's own thread pool
 * does the work (it uses every core: `nproc` says how many there are).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { z } from 'zod';
import { processUpload } from '../server/media/upload';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, mb: { type: 'string', default: '10' } },
});
const runs = z.coerce.number().int().min(1).max(50).parse(values.runs);
const targetBytes = z.coerce.number().positive().max(10).parse(values.mb) * 1024 * 1024;

/** Noise compresses like a detailed photo; the quality is lowered until the file fits. */
async function cameraJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (Math.random() * 64 + ((i / 3) % 192)) | 0;
  for (let quality = 95; quality >= 40; quality -= 1) {
    const file = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    if (file.byteLength <= targetBytes) return file;
  }
  throw new Error('could not make a JPEG small enough');
}

const input = await cameraJpeg();
console.log(
  `input: ${(input.byteLength / 1024 / 1024).toFixed(2)} MB JPEG, 4000×3000, EXIF orientation 6; ` +
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
);
const times: number[] = [];
for (let run = 1; run <= runs; run += 1) {
  const started = performance.now();
  const out = await processUpload(input, 'bench');
  const ms = performance.now() - started;
  times.push(ms);
  console.log(
    `run ${run}: ${ms.toFixed(0)} ms → ${out.width}×${out.height}, ${(out.bytes / 1024).toFixed(0)} KB`,
  );
}
times.sort((a, b) => a - b);
console.log(`median: ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms over ${runs} runs`);
