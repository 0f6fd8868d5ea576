import { create } from 'zustand';
import type { PayResult } from '@/api/types';

// The payment sheets' state: client state only (nothing of it is persisted). The flow that drives
// it (create, poll, invalidate) is src/features/data/payment.ts.

/** Where the payment is. */
export type PaymentStatus =
  /** Nothing under way. */
  | 'idle'
  /** The user is entering the pay password, the order is being created or the cashier is open. */
  | 'paying'
  /** Waiting for the server to confirm the payment (polling). */
  | 'confirming'
  /** The server confirmed the payment. */
  | 'paid'
  /** Not paid (cashier closed, back, or not confirmed in time): the order stays payable. */
  | 'unpaid'
  /**
   * The order was closed (cancelled or expired) after the payment attempt: any amount taken is
   * refunded; the result panel says so and leads to customer service.
   */
  | 'closed'
  /** The order could not be created or paid (the API client has told the user why). */
  | 'failed';

/**
 * Which sheet shows while paying ('browser': how to go on in a browser, for a wallet WeChat's
 * browser cannot open).
 */
export type PaymentStep = 'password' | 'creating' | 'cashier' | 'browser' | null;

/** How a payment ended; what `startPayment` and `payAgain` resolve with. */
export type PaymentOutcome = 'paid' | 'unpaid' | 'closed' | 'failed';

export interface PaymentState {
  status: PaymentStatus;
  step: PaymentStep;
  payType: string;
  amount: number;
  /** The created order ('' number before creation). */
  order: PayResult | null;
  /** Error under the pay-password boxes: 'wrong' after a rejected password, else ''. */
  passwordError: '' | 'wrong';
  /** Why the payment failed, as told to the user. */
  error: string;
  /** Whether the result panel was closed (the status stays for the page to read). */
  dismissed: boolean;
  /** A call of the current step is running (password check, cashier): taps are ignored. */
  busy: boolean;
  /** The link to go on paying at in a browser (step 'browser'). */
  browserUrl: string;
}

export const initialPayment: PaymentState = {
  status: 'idle',
  step: null,
  payType: '',
  amount: 0,
  order: null,
  passwordError: '',
  error: '',
  dismissed: false,
  busy: false,
  browserUrl: '',
};

export const usePaymentStore = create<PaymentState>()(() => ({ ...initialPayment }));
