import type { AccelerateOrder, AccelerateProduct, VipOrder, VipProduct } from '@/api/types';
import type { AddonCardProps } from '@/components/iotServices/user/AddonCard';
import type { PickerProduct } from '@/components/iotServices/user/ProductPicker';
import { i18next } from '@/i18n';
import { formatDuration } from '@/lib/duration';

const duration = (count: number, unit: number) =>
  formatDuration((key, options) => String(i18next.t(key, options as never)), count, unit);

export const vipToPicker = (vip: VipProduct): PickerProduct => ({
  id: vip.id,
  name: vip.name,
  price: vip.price,
  originalPrice: vip.originalPrice,
  lines: [
    String(
      i18next.t('iotServices.addon.validFor', {
        duration: duration(vip.duration, vip.durationUnit),
      }),
    ),
    vip.privileges.items.map((item) => item.title).join(' · '),
  ].filter(Boolean),
});

export const accelerateToPicker = (item: AccelerateProduct): PickerProduct => ({
  id: item.id,
  name: item.name,
  price: item.price,
  lines: [
    String(
      i18next.t('iotServices.addon.validFor', {
        duration: duration(item.duration, item.durationUnit),
      }),
    ),
    item.speed,
    item.desc,
  ].filter(Boolean),
});

/** AddonCard's name and validity of the card's VIP membership (none when there is no order). */
export const vipAddon = (order: VipOrder | null | undefined): AddonCardProps => ({
  kind: 'vip',
  name: order?.vipName ?? '',
  startAt: order?.startAt,
  endAt: order?.endAt,
  validTag: order?.validTag,
});

/** AddonCard's name and validity of the card's acceleration package (none without an order). */
export const accelerateAddon = (order: AccelerateOrder | null | undefined): AddonCardProps => ({
  kind: 'accelerate',
  name: order?.accelerateName ?? '',
  startAt: order?.startAt,
  endAt: order?.endAt,
  validTag: order?.validTag,
});
