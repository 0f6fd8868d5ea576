import { http } from 'msw';
import { signIn, taskCenter } from '../../services/points';
import { answer, ok, path, withCard } from '../util';

/** The task centre and the daily sign-in. */
export const taskHandlers = [
  http.get(
    path('/api/iot/taskCenter'),
    withCard((card) => ok(taskCenter(card))),
  ),
  http.post(
    path('/api/iot/generalSignIn'),
    withCard((card) => answer(signIn(card))),
  ),
];
