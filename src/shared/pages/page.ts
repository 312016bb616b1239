/** A page as pages.php answers it: the type of its schema (decision 039). */
export type { Page } from './page-answers';
