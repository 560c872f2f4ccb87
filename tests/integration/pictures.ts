import sharp from 'sharp';

/** Mean absolute pixel difference (0–255) between two pictures, compared at a small size. */
export async function difference(a: Buffer, b: Buffer): Promise<number> {
  const small = (x: Buffer) =>
    sharp(x).resize(160, 120, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [pa, pb] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
  return sum / pa.length;
}
