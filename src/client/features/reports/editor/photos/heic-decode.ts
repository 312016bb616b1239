import { heicTo } from 'heic-to/csp';

// HEIC (an iPhone's own format) decoded on the device: Chromium and Firefox cannot. libheif, built
// to WebAssembly (heic-to), runs in a worker and applies the photo's rotation as it decodes. This
// module is its own chunk, loaded only when a HEIC file is picked (about 3 MB, never in the
// editor's own code). Its CSP build needs 'wasm-unsafe-eval' and a blob: worker (docs/security.md).

/** The photo as a full-size JPEG the browser can draw; the usual path then resizes and strips it. */
export function heicToJpeg(file: Blob): Promise<Blob> {
  return heicTo({ blob: file, type: 'image/jpeg', quality: 0.92 });
}
