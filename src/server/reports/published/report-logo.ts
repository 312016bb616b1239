import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The business's mark for the PDF's cover: the site's touch icon, from the built client or the
// source (tests); none when neither is there.

const CANDIDATES = ['dist/client/apple-touch-icon.png', 'src/client/public/apple-touch-icon.png'];
let logo: Buffer | null | undefined;

export function reportLogo(): Buffer | undefined {
  if (logo === undefined) {
    logo = null;
    for (const path of CANDIDATES) {
      try {
        logo = readFileSync(join(process.cwd(), path));
        break;
      } catch {
        // try the next place
      }
    }
  }
  return logo ?? undefined;
}
