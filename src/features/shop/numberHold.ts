import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as shop from '@/api/declarations/shop';
import { serverOffset } from '@/api/serverTime';
import { feedback } from '@/stores/feedback';
import { useResource } from '@/features/data/useResource';
import { useMutation } from '@/features/data/useMutation';
import { missingQuery, queryOf } from '@/features/data/query';

/** The number a page is about; a page opened without a number id fails (LoadState: notFound). */
export function useNumberDetails(numberId: number) {
  return useResource(
    numberId > 0 ? queryOf(shop.getNumberDetails, { id: numberId }) : missingQuery('no number'),
  );
}

/**
 * Holding a number for this visitor: until when it is held (the server's time unless this page
 * reserved, released or saw it run out), reserving it (again), and the HoldCard props for both.
 */
export function useNumberHold(
  numberId: number,
  {
    heldOnServer,
    onReserved,
  }: {
    /** Until when the server says the number is already held. */
    heldOnServer?: string;
    /** Called after a reservation succeeded. */
    onReserved?: () => void;
  } = {},
) {
  const { t } = useTranslation();
  // Holding changes the number's details (until when it is held).
  const reservation = useMutation(shop.reserveNumber, {
    invalidates: [queryOf(shop.getNumberDetails, { id: numberId })],
  });
  const [heldHere, setHeldUntil] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heldUntil = heldHere ?? heldOnServer ?? '';

  const reserve = async () => {
    setBusy(true);
    try {
      const held = await reservation.mutate({ numberId });
      if (!held) return;
      setHeldUntil(held.reservedUntil);
      onReserved?.();
    } catch {
      // 32001 and other failures are explained by the client's dialog or toast
    } finally {
      setBusy(false);
    }
  };

  return {
    heldUntil,
    setHeldUntil,
    busy,
    setBusy,
    reserve,
    /** HoldCard's hold props: the countdown on server time, running out, reserving. */
    card: {
      heldUntil,
      serverOffsetMs: serverOffset(),
      busy,
      onExpire: () => {
        setHeldUntil('');
        feedback.toast(t('shop.pretty.expired'));
      },
      onReserve: () => void reserve(),
    },
  };
}
