import { describe, expect, it } from 'vitest';
import { hotQuestion, questionItem } from '@/domain/site';
import { checkAnswer } from '@/lib/schema';
import { readFieldComments } from '../../tools/openapi/comments';

// The help centre's question is declared once: the hot list reads its id and title, the full list
// the same two and what it adds.

describe('help-centre questions', () => {
  it('the hot list reads the id and title of the full list', () => {
    const answer = { id: '3', title: 'How to pay?', category: 'Pay', views: '9' };
    const hot = checkAnswer(hotQuestion, answer);
    const full = checkAnswer(questionItem, answer);
    expect(hot).toMatchObject({ ok: true, data: { id: 3, title: 'How to pay?' } });
    expect(full).toMatchObject({ ok: true, data: { id: 3, title: 'How to pay?', views: 9 } });
    expect(checkAnswer(hotQuestion, { title: 'No id' }).ok).toBe(false);
  });

  it('both document the id and title', () => {
    const { schemas } = readFieldComments(['src/domain/site.ts']);
    expect(schemas.HotQuestion).toEqual({ id: 'Question id.', title: 'Question.' });
    expect(schemas.QuestionItem).toMatchObject({
      id: 'Question id.',
      title: 'Question.',
      category: 'Category name.',
    });
  });
});
