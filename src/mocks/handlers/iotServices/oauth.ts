import * as site from '@/api/declarations/site';
import { bindWechat } from '../../services/oauth';
import { answer, bodyOf, on, str, withCard } from '../util';

/** Binding a WeChat account to the card (listing and unbinding live with the card). */
export const oauthHandlers = [
  on(
    site.bindSimOauth,
    withCard(async (card, request) =>
      answer(bindWechat(card, str((await bodyOf(request)).code), Date.now())),
    ),
  ),
];
