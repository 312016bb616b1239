import type { ReactNode } from 'react';
import type { Order } from '../../booking/orders-list.service';
import type { AdminViewContext } from './admin-page';

/** A part of the admin order page that another feature owns (it renders its own section). */
export type OrderSection = (
  ctx: AdminViewContext,
  order: Order,
  timeZone: string,
) => Promise<ReactNode>;
