import { describe, expect, it } from 'vitest';
import type { SimInfo } from '@/api/types';
import { DEMO, simInfoOf } from '@/mocks/db';
import { layoutById, seedCards } from '@/mocks/db/seed';
import { demoPicture } from '@/mocks/handlers/images';
import { resolveImage } from '@/lib/image';
import * as fixtures from '../../../stories/iot/home/fixtures';

// The IoT home stories draw the demo's own cards and layouts: a designer sees in Storybook the card
// the demo shows. A fixture typed by hand, or drifting from the seed, fails here.

const cards = seedCards(fixtures.STORY_NOW.getTime());

/** The seed card as the demo API answers it, at the story clock. */
function seedSim(simNo: string): SimInfo {
  const card = cards.find((item) => item.info.simNo === simNo);
  if (!card) throw new Error(`no seed card ${simNo}`);
  return simInfoOf(card);
}

/** The fields in which two sim infos differ. */
const changedFields = (a: SimInfo, b: SimInfo) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key as keyof SimInfo]) !== JSON.stringify(b[key as keyof SimInfo]),
  );

describe('IoT home story fixtures', () => {
  it.each([
    ['ordinarySim', DEMO.cards.ordinary],
    ['deviceSim', DEMO.cards.device],
    ['arrearsSim', DEMO.cards.arrears],
    ['breakSim', DEMO.cards.breakRule],
    ['realNameSim', DEMO.cards.needsRealName],
    ['vipSim', DEMO.cards.vip],
    ['infiniteSim', DEMO.cards.infiniteFlow],
  ] as const)('%s is the seed card %s', (name, simNo) => {
    expect(fixtures[name]).toEqual(seedSim(simNo));
  });

  it('shows the arrears the demo shows', () => {
    const seed = cards.find((item) => item.info.simNo === DEMO.cards.arrears)!;
    expect(fixtures.arrearsSim.arrearsBalance).toBe(seed.info.arrearsBalance);
    expect(fixtures.arrearsSim.balance).toBe(seed.info.balance);
  });

  it.each([
    ['offlineDeviceSim', DEMO.cards.device, ['onlineStatus']],
    ['closableBreakSim', DEMO.cards.breakRule, ['breakNoClose']],
    ['expiringSim', DEMO.cards.ordinary, ['endAt']],
  ] as const)('%s is the seed card %s with only %j changed', (name, simNo, fields) => {
    expect(changedFields(fixtures[name], seedSim(simNo))).toEqual(fields);
  });

  it('the layouts, menus and carousels are the seed layouts', () => {
    expect(fixtures.LAYOUT_PRESETS).toEqual({
      default: layoutById(1),
      gradual: layoutById(2),
      simple: layoutById(3),
    });
    expect(fixtures.manyMenus).toEqual(layoutById(1)?.menus);
    expect(fixtures.carousels).toEqual(layoutById(1)?.carousels);
    expect(fixtures.slideWithoutLink).toEqual(layoutById(2)?.carousels?.[0]);
  });

  it('each card comes with the layout the seed gives it', () => {
    for (const card of cards.filter((item) => item.layoutId)) {
      expect(seedSim(card.info.simNo).simLayout).toEqual(layoutById(card.layoutId));
    }
    expect(fixtures.deviceSim.simLayout).toEqual(layoutById(2));
  });

  it('the playground offers the same cards, without their layout', () => {
    for (const [name, sim] of Object.entries(fixtures.SIM_PRESETS)) {
      const fixture = fixtures[`${name}Sim` as keyof typeof fixtures] as SimInfo;
      expect(sim).not.toHaveProperty('simLayout');
      expect(sim).toEqual({ ...fixture, simLayout: undefined });
    }
  });

  it('pictures of the seed are the pictures the demo API draws for them', () => {
    const address = fixtures.demoImage('/static/layout/banner-1.png');
    expect(atob(address.slice(address.indexOf(',') + 1))).toBe(
      demoPicture('static/layout/banner-1.png'),
    );
    // The app's own pictures stay the app's.
    expect(fixtures.demoImage('/static/avatar.png')).toBe(resolveImage('/static/avatar.png'));
  });
});
