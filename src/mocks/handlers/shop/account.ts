import { http } from 'msw';
import { QUESTIONS } from '../../db';
import * as account from '../../services/account';
import { answer, bodyOf, invalid, num, ok, paginate, path, queryOf, str } from '../util';

let uploads = 0;

/** Shop login, agents' prices, customer service questions and ID photo uploads. */
export const accountHandlers = [
  http.post(path('/api/shop/login'), async ({ request }) => {
    const body = await bodyOf(request);
    return answer(
      account.shopLogin(request.headers.get('Session-ID') ?? '', str(body.mobile), str(body.code)),
    );
  }),
  http.post(path('/api/shop/logout'), ({ request }) => {
    account.shopLogout(request.headers.get('Session-ID') ?? '');
    return ok(null);
  }),
  http.get(path('/api/shop/agent/lowerList'), ({ request }) =>
    answer(account.lowerAgents(str(queryOf(request).promoCode))),
  ),
  http.post(path('/api/shop/agent/saveLowerCustom'), async ({ request }) => {
    const body = await bodyOf(request);
    // The one call that keeps empty values: an empty markup clears the custom price.
    const markup = !('markup' in body)
      ? undefined
      : body.markup === '' || body.markup === null
        ? 0
        : num(body.markup, NaN);
    return answer(account.setAgentMarkup(str(body.promoCode), num(body.agentId), markup));
  }),
  http.get(path('/api/shop/sysQuestion/list'), ({ request }) => {
    const q = queryOf(request);
    const keyword = str(q.keyword);
    const list = QUESTIONS.filter(
      (item) =>
        (!keyword || item.title.includes(keyword)) &&
        (!str(q.category) || item.category === str(q.category)),
    ).map(({ content: _content, ...item }) => item);
    return ok(paginate(list, q));
  }),
  http.get(path('/api/shop/sysQuestion/view'), ({ request }) => {
    const item = QUESTIONS.find((question) => question.id === num(queryOf(request).id));
    return item ? ok(item) : invalid('Question not found');
  }),
  http.get(path('/api/shop/customer/hotQuestionList'), () =>
    ok(QUESTIONS.slice(0, 4).map(({ id, title }) => ({ id, title }))),
  ),
  http.post(path('/api/shop/certUpload'), async ({ request }) => {
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
    return ok({ url: `/static/cert/${side}-${uploads}.jpg` });
  }),
];
