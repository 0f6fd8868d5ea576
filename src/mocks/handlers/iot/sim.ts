import { http } from 'msw';
import * as sim from '../../services/sim';
import { answer, bodyOf, num, ok, path, queryOf, requireCard, str, withCard } from '../util';

/** The card itself: sim info, refresh, real name, mobile, pay password, break rules, device sims. */
export const simHandlers = [
  http.get(path('/api/iot/simInfo'), ({ request }) => {
    const simNo = request.headers.get('Sim-No') ?? '';
    // Layout preview: read-only, no token.
    if (sim.isLayoutPreview(simNo)) return answer(sim.layoutPreview(simNo));
    const card = requireCard(request);
    if (card instanceof Response) return card;
    return ok(sim.simInfo(card));
  }),
  http.post(
    path('/api/iot/simRefresh'),
    withCard(async (card, request) => {
      const { force } = await bodyOf(request);
      const state = sim.refreshSim(card, force === true || force === 'true');
      return state === 'cached' ? ok(null, 'cached') : ok(null);
    }),
  ),
  http.get(
    path('/api/iot/simOfficialAuth'),
    withCard((card) => ok(sim.officialAuth(card))),
  ),
  http.get(
    path('/api/iot/deviceOfficialAuth'),
    withCard((card, request) => answer(sim.deviceOfficialAuth(card, str(queryOf(request).simNo)))),
  ),
  http.post(
    path('/api/iot/simPlatformAuth'),
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
  http.post(
    path('/api/iot/simBindMobile'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(sim.bindMobile(card, str(body.mobile), str(body.code)));
    }),
  ),
  http.post(
    path('/api/iot/simUpdatePayPass'),
    withCard(async (card, request) => {
      const body = await bodyOf(request);
      return answer(sim.setPayPassword(card, str(body.password), str(body.oldPassword)));
    }),
  ),
  http.get(
    path('/api/iot/protocol'),
    withCard((_card, request) => answer(sim.cardProtocol(str(queryOf(request).key)))),
  ),
  http.post(
    path('/api/iot/simRemoveBreak'),
    withCard((card) => answer(sim.removeBreak(card))),
  ),
  http.get(
    path('/api/iot/changeSimList'),
    withCard((card) => answer(sim.deviceSims(card))),
  ),
  http.post(
    path('/api/iot/simSwitchNet'),
    withCard(async (card, request) =>
      answer(sim.switchNetwork(card, str((await bodyOf(request)).simNo))),
    ),
  ),
  http.get(
    path('/api/iot/getSimOauthList'),
    withCard((card) => ok(card.oauths)),
  ),
  http.post(
    path('/api/iot/unbindSimOauth'),
    withCard(async (card, request) =>
      answer(sim.unbindOauth(card, num((await bodyOf(request)).id))),
    ),
  ),
];
