import type { Db } from '../db/database';
import type { Inspector } from '../../shared/inspectors/inspector';
import { findInspectorOfUser } from './inspectors.repository';

// What other features may ask of inspectors.
export {
  ensureInspectorProfile,
  findInspector,
  findInspectorOfUser,
  listInspectors,
} from './inspectors.repository';

/** The signed-in user's inspector profile while they hold the inspector role. */
export async function activeInspectorOfUser(
  db: Db,
  userId: number,
): Promise<Inspector | undefined> {
  const inspector = await findInspectorOfUser(db, userId);
  return inspector?.active ? inspector : undefined;
}
