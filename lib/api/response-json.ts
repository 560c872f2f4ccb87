/**
 * A response's body read as JSON: undefined when it is empty, cannot be read or is no JSON (an
 * HTML error page, a time-out's text).
 */
export async function responseJson(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
