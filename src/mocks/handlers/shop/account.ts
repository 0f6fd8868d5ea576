import * as shop from '@/api/declarations/shop';
import { QUESTIONS } from '../../db';
import * as account from '../../services/account';
import { answer, bodyOf, invalid, num, ok, okFor, paginate, on, queryOf, str } from '../util';

let uploads = 0;

/** Shop login, agents' prices, customer service questions and ID photo uploads. */
export const accountHandlers = [
  on(shop.shopLogin, async ({ request }) => {
    const body = await bodyOf(request);
    return answer(
      account.shopLogin(request.headers.get('Session-ID') ?? '', str(body.mobile), str(body.code)),
    );
  }),
  on(shop.shopLogout, ({ request }) => {
    account.shopLogout(request.headers.get('Session-ID') ?? '');
    return ok(null);
  }),
  on(shop.getDownstreamAgents, ({ request }) =>
    answer(account.lowerAgents(str(queryOf(request).promoCode))),
  ),
  on(shop.saveLowerCustom, async ({ request }) => {
    const body = await bodyOf(request);
    // The one call that keeps empty values: an empty markup clears the custom price.
    const markup = !('markup' in body)
      ? undefined
      : body.markup === '' || body.markup === null
        ? 0
        : num(body.markup, NaN);
    return answer(account.setAgentMarkup(str(body.promoCode), num(body.agentId), markup));
  }),
  on(shop.getQuestionList, ({ request }) => {
    const q = queryOf(request);
    const keyword = str(q.keyword);
    const list = QUESTIONS.filter(
      (item) =>
        (!keyword || item.title.includes(keyword)) &&
        (!str(q.category) || item.category === str(q.category)),
    ).map(({ content: _content, ...item }) => item);
    return okFor(shop.getQuestionList, paginate(list, q));
  }),
  on(shop.getQuestion, ({ request }) => {
    const item = QUESTIONS.find((question) => question.id === num(queryOf(request).id));
    return item ? okFor(shop.getQuestion, item) : invalid('Question not found');
  }),
  on(shop.getHotQuestionList, () =>
    okFor(
      shop.getHotQuestionList,
      QUESTIONS.slice(0, 4).map(({ id, title }) => ({ id, title })),
    ),
  ),
  on(shop.uploadCertImage, async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return invalid('Send the image as multipart form data');
    }
    const side = str(form.get('side'));
    const file = form.get('file');
    if (!['front', 'back', 'holding'].includes(side)) return invalid('Unknown side');
    if (!file || typeof file === 'string') return invalid('file is required');
    if (!['image/jpeg', 'image/png'].includes(file.type)) return invalid('Only JPEG or PNG images');
    if (file.size > 5 * 1024 * 1024) return invalid('The image is larger than 5 MB');
    uploads += 1;
    return okFor(shop.uploadCertImage, { url: `/static/cert/${side}-${uploads}.jpg` });
  }),
];
