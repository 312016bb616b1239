/**
 * What the checkout page needs to show the hosted card form (docs/payments.md): the
 * script to load and the public keys its button carries. The server inlines it in the page's
 * site config; the secret transaction key never leaves the server.
 */
export interface HostedFormConfig {
  scriptUrl: string;
  apiLoginId: string;
  clientKey: string;
}

/** The global function the card form calls with its answer (`data-responseHandler`). */
export const HOSTED_FORM_HANDLER = 'reserveAndPayResponse';
