export const FRAME_MESSAGE_TYPE = 'admin-frame-height';
export const MIN_FRAME_HEIGHT = 200;
export const MAX_FRAME_HEIGHT = 20_000;

/**
 * Only `{ type: 'admin-frame-height', height: number }` is accepted, and the height is
 * clamped to a sane range; anything else answers undefined. (Origin and source are checked by the
 * caller, which knows the frame.)
 */
export function frameHeightFrom(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== FRAME_MESSAGE_TYPE || typeof height !== 'number' || !Number.isFinite(height))
    return undefined;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
}
