import { useParams } from './router';

/** The route's `:id` as a number, or undefined when it is not a plain id. */
export function useIdParam(): number | undefined {
  const { id } = useParams();
  return /^\d{1,10}$/.test(id ?? '') ? Number(id) : undefined;
}
