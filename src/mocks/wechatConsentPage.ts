import type { CashierLanguage } from './cashierPage';
import { demoPage, escapeHtml as escape } from './demoPage';

// The page the demo shows in place of WeChat's authorisation (its handler: ./handlers/site.ts):
// a demo can never reach WeChat's own server, so it asks the visitor itself, in the visitor's
// language, and goes back to the shop with a code and the shop's `state` (allowed) or the `state`
// alone (declined), as WeChat does. Plain HTML forms: no script at all. The texts live here, not
// in the shop's message catalogues, so no build of the shop carries them.

const TEXTS = {
  en: {
    title: 'WeChat authorisation (demo)',
    note: "This page stands in for WeChat's authorisation in the demo: no WeChat account is used.",
    login: 'The shop asks to use your WeChat profile (nickname and picture) to log you in.',
    bind: 'Bind your WeChat account to the card, so that it receives the card’s notices.',
    allow: 'Allow',
    deny: 'Deny',
    invalid: 'This authorisation request is incomplete. Go back to the shop and try again.',
    back: 'Back to the shop',
  },
  'zh-Hans': {
    title: '微信授权（演示）',
    note: '本页在演示中代替微信授权：不会使用真实的微信账号。',
    login: '商城申请使用您的微信资料（昵称和头像）为您登录。',
    bind: '将您的微信账号绑定到此卡，用于接收此卡的通知。',
    allow: '允许',
    deny: '拒绝',
    invalid: '该授权请求不完整，请返回商城重试。',
    back: '返回商城',
  },
  'zh-Hant': {
    title: '微信授權（示範）',
    note: '本頁在示範中代替微信授權：不會使用真實的微信帳號。',
    login: '商城申請使用您的微信資料（暱稱和頭像）為您登入。',
    bind: '將您的微信帳號綁定到此卡，用於接收此卡的通知。',
    allow: '允許',
    deny: '拒絕',
    invalid: '該授權請求不完整，請返回商城重試。',
    back: '返回商城',
  },
} satisfies Record<CashierLanguage, Record<string, string>>;

/** A page of the consent, in WeChat's colours. */
const page = (lang: CashierLanguage, body: string) =>
  demoPage({
    lang,
    title: TEXTS[lang].title,
    note: TEXTS[lang].note,
    colours: { accent: '#07c160', background: '#ededed', outline: '#06a050' },
    buttons: { main: 'allow', other: 'deny' },
    body,
  });

/** What the visitor is asked to allow, and where the answer goes. */
export interface ConsentRequest {
  /** 1 the shop's official-account login, 2 binding to the card. */
  type: 1 | 2;
  /** The shop's address to go back to. */
  syncRedirect: string;
  /** The shop's state, handed back unchanged. */
  state: string;
}

/** The consent of a request: what it is for, with deny and allow posted to `action`. */
export function wechatConsentPage(
  lang: CashierLanguage,
  request: ConsentRequest,
  action: string,
): string {
  const t = TEXTS[lang];
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escape(value)}">`;
  return page(
    lang,
    `<p>${escape(request.type === 1 ? t.login : t.bind)}</p>
<form method="post" action="${escape(action)}">
${hidden('type', String(request.type))}
${hidden('syncRedirect', request.syncRedirect)}
${hidden('state', request.state)}
<button type="submit" name="action" value="deny">${escape(t.deny)}</button>
<button type="submit" name="action" value="allow">${escape(t.allow)}</button>
</form>`,
  );
}

/** The page of a request it cannot answer (no way back to the shop), with a link to the shop. */
export function invalidConsentPage(lang: CashierLanguage): string {
  const t = TEXTS[lang];
  return page(
    lang,
    `<p>${escape(t.invalid)}</p><a class="back" href="/shop/">${escape(t.back)}</a>`,
  );
}
