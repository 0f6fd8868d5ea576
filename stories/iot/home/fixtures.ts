import type { SimInfo } from '../../../src/api/types';
import type { SimLayout, SimLayoutMenu } from '../../../src/domain/layout';
import type { CarouselItem } from '../../../src/domain/site';
import { resolveImage } from '../../../src/lib/image';
import { DEMO, simInfoOf } from '../../../src/mocks/db';
import { DAY, iso, layoutById, seedCards } from '../../../src/mocks/db/seed';
import { DEMO_IMAGE_BASE, demoPicture } from '../../../src/mocks/handlers/images';

// The cards and layouts of the demo database's seed, as the demo API answers them: a story draws
// the card the demo shows, and a value changed in the seed changes the stories with it.

/** The fixed moment every IoT home story renders at: 22 Nov 2026, 10:00 local time. */
export const STORY_NOW = new Date(2026, 10, 22, 10, 0, 0);

/** The seed's cards, with their dates counted from the story clock. */
const SEED_CARDS = seedCards(STORY_NOW.getTime());

/** A seed card's sim info as GET /api/iot/simInfo answers it (its layout resolved). */
export function seedSim(simNo: string): SimInfo {
  const card = SEED_CARDS.find((item) => item.info.simNo === simNo);
  if (!card) throw new Error(`The seed has no card ${simNo}`);
  return simInfoOf(card);
}

/** A seed layout by id. */
export function seedLayout(id: number): SimLayout {
  const layout = layoutById(id);
  if (!layout) throw new Error(`The seed has no layout ${id}`);
  return layout;
}

/**
 * An image path of a layout or card as the demo draws it: resolved on the image domain of the
 * demo's launch configuration, as the app does, to the picture the demo API draws there. The
 * picture comes inline, so a story never waits for it, nor leaves it in the browser's cache to
 * change what a later story's page draws.
 */
export function demoImage(path: string): string {
  const address = resolveImage(path, { domain: DEMO_IMAGE_BASE });
  if (!address.startsWith(`${DEMO_IMAGE_BASE}/`)) return address;
  const picture = demoPicture(address.slice(DEMO_IMAGE_BASE.length + 1));
  // Base64, so the address is safe where the app puts a picture in CSS (no quotes, no brackets).
  return `data:image/svg+xml;base64,${btoa(picture)}`;
}

/** Layout 1: default header, twelve menus (more than the default 10, so "more" shows), a popup. */
export const defaultLayout: SimLayout = seedLayout(1);

/** Layout 2: gradual header, the device's menus with maxMenuTimes 8, no popup (the device's). */
export const gradualLayout: SimLayout = seedLayout(2);

/** Layout 3: simple header without greeting, eight menus, no notice, no tab bar. */
export const simpleLayout: SimLayout = seedLayout(3);

export const LAYOUT_PRESETS = {
  default: defaultLayout,
  gradual: gradualLayout,
  simple: simpleLayout,
} as const;

/** The twelve menus of layout 1. */
export const manyMenus: SimLayoutMenu[] = defaultLayout.menus ?? [];

/** The carousel of layout 1 (both slides lead somewhere). */
export const carousels: CarouselItem[] = defaultLayout.carousels ?? [];

/** The one slide of layout 2, which leads nowhere. */
export const slideWithoutLink: CarouselItem | undefined = gradualLayout.carousels?.[0];

/** Card 1: an ordinary mobile card in good standing (layout 1). */
export const ordinarySim: SimInfo = seedSim(DEMO.cards.ordinary);

/** Card 7: a portable Wi-Fi device; the device number shows instead of the card number (layout 2). */
export const deviceSim: SimInfo = seedSim(DEMO.cards.device);

/** Card 7 with onlineStatus 0: the seed's device is online. */
export const offlineDeviceSim: SimInfo = { ...deviceSim, onlineStatus: 0 };

/** Card 2: in arrears, its package ended (layout 1). */
export const arrearsSim: SimInfo = seedSim(DEMO.cards.arrears);

/** Card 3: restricted by a break rule the user may lift, a popup that cannot be closed (layout 1). */
export const breakSim: SimInfo = seedSim(DEMO.cards.breakRule);

/** Card 3 with breakNoClose false: the seed's break popup cannot be closed. */
export const closableBreakSim: SimInfo = { ...breakSim, breakNoClose: false };

/** Card 4: must finish real-name and platform verification (layout 3). */
export const realNameSim: SimInfo = seedSim(DEMO.cards.needsRealName);

/** Card 5: an active VIP membership, an acceleration package and a warranty (layout 1). */
export const vipSim: SimInfo = seedSim(DEMO.cards.vip);

/** Card 6: a broadcast card on an unlimited plan (layout 3). */
export const infiniteSim: SimInfo = seedSim(DEMO.cards.infiniteFlow);

/** Card 1 with endAt 8 days after the story clock: no seed card's package ends within a week. */
export const expiringSim: SimInfo = {
  ...ordinarySim,
  endAt: iso(STORY_NOW.getTime() + 8 * DAY),
};

/** A sim info without its layout: the playground edits the layout on its own. */
const withoutLayout = ({ simLayout: _layout, ...info }: SimInfo): SimInfo => info;

export const SIM_PRESETS = {
  ordinary: withoutLayout(ordinarySim),
  device: withoutLayout(deviceSim),
  arrears: withoutLayout(arrearsSim),
  break: withoutLayout(breakSim),
  realName: withoutLayout(realNameSim),
  vip: withoutLayout(vipSim),
  infinite: withoutLayout(infiniteSim),
  expiring: withoutLayout(expiringSim),
} as const;
