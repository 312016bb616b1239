// Orders the office makes itself (a reinspection on the admin order page): written by the same
// repository as a booking, one order per active slot as ever.
export { hasActiveOrderForSlot, insertOrder } from './orders.repository';
