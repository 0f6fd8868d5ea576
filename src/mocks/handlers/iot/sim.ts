import * as devices from '@/api/declarations/device';
import * as iot from '@/api/declarations/iot';
import * as sim from '../../services/sim';
import { answer, bodyOf, num, ok, okFor, on, queryOf, str, withCard } from '../util';

/** The card itself: sim info, refresh, real name, mobile, pay password, break rules, device sims. */
export const simHandlers = [
  // A layout preview ('IotLayout:{id}', no token) is answered from its read-only card.
  on(
    iot.getSimInfo,
    withCard((card) => okFor(iot.getSimInfo, sim.simInfo(card))),
  ),
  on(
    iot.simRefresh,
    withCard(async (card, request) => {
      const { force } = await bodyOf(request);
      const state = sim.refreshSim(card, force === true || force === 'true');
      return state === 'cached' ? ok(null, 'cached') : ok(null);
    }),
  ),
  on(
    iot.getSimOfficialAuth,
    withCard((card) => okFor(iot.getSimOfficialAuth, sim.officialAuth(card))),
  ),
  on(
    devices.getDeviceOfficialAuth,
    withCard((card, request) => answer(sim.deviceOfficialAuth(card, str(queryOf(request).simNo)))),
  ),
  on(
    iot.simPlatformAuth,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(
        sim.platformAuth(card, {
          name: str(body.name),
          idCard: str(body.idCard),
          frontImage: str(body.frontImage),
          backImage: str(body.backImage),
        }),
      );
    }),
  ),
  on(
    iot.simBindMobile,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(sim.bindMobile(card, str(body.mobile), str(body.code)));
    }),
  ),
  on(
    iot.simUpdatePayPass,
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(sim.setPayPassword(card, str(body.password), str(body.oldPassword)));
    }),
  ),
  on(
    iot.getIotProtocol,
    withCard((_card, request) => answer(sim.cardProtocol(str(queryOf(request).key)))),
  ),
  on(
    iot.simRemoveBreak,
    withCard((card) => answer(sim.removeBreak(card))),
  ),
  on(
    devices.getChangeSimList,
    withCard((card) => answer(sim.deviceSims(card))),
  ),
  on(
    devices.simSwitchNet,
    withCard(async (card, request) =>
      answer(sim.switchNetwork(card, str((await bodyOf(request)).simNo))),
    ),
  ),
  on(
    iot.getSimOauthList,
    withCard((card) => okFor(iot.getSimOauthList, card.oauths)),
  ),
  on(
    iot.unbindSimOauth,
    withCard(async (card, request) =>
      answer(sim.unbindOauth(card, num((await bodyOf(request)).id))),
    ),
  ),
];
