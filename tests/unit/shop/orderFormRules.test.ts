import { describe, expect, it } from 'vitest';
import {
  emptyOrderForm,
  validateOrderForm,
  type OrderFormValues,
} from '@/components/shop/orderFormRules';

const valid: OrderFormValues = {
  ...emptyOrderForm(),
  name: '张三',
  mobile: '13800138000',
  idCard: '110101199003074258',
  regionCodes: ['440000', '440300', '440305'],
  regionLabels: ['广东省', '深圳市', '南山区'],
  address: '科技园南区 1 栋 101',
  agree: true,
};

const rules = { needSmsCode: false, fields: [] };

describe('validateOrderForm', () => {
  it('accepts a complete form', () => {
    expect(validateOrderForm(valid, rules)).toEqual({});
  });

  it('accepts a lower-case x at the end of the ID card number', () => {
    expect(validateOrderForm({ ...valid, idCard: '11010119900307123x' }, rules)).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    expect(Object.keys(validateOrderForm(emptyOrderForm(), rules)).sort()).toEqual([
      'address',
      'agree',
      'idCard',
      'mobile',
      'name',
      'region',
    ]);
  });

  it('rejects a 17-character ID card, a bad birth month and a region starting with 0', () => {
    for (const idCard of ['11010119900307425', '110101199013074258', '010101199003074258']) {
      expect(validateOrderForm({ ...valid, idCard }, rules)).toEqual({ idCard: 'idCard' });
    }
  });

  it('rejects a mobile that does not start with 1 or has 10 digits', () => {
    expect(validateOrderForm({ ...valid, mobile: '23800138000' }, rules).mobile).toBe('mobile');
    expect(validateOrderForm({ ...valid, mobile: '1380013800' }, rules).mobile).toBe('mobile');
  });

  it('needs all three region levels', () => {
    expect(validateOrderForm({ ...valid, regionCodes: ['440000', '440300'] }, rules)).toEqual({
      region: 'region',
    });
  });

  it('asks for the SMS code only when the goods needs one', () => {
    const withCode = { needSmsCode: true, fields: [] };
    expect(validateOrderForm(valid, withCode)).toEqual({ code: 'code' });
    expect(validateOrderForm({ ...valid, code: '123456' }, withCode)).toEqual({});
  });

  it('checks required extra fields by name and leaves optional ones alone', () => {
    const fields = [
      { name: 'installTime', required: true },
      { name: 'school', required: false },
    ];
    expect(validateOrderForm(valid, { needSmsCode: false, fields })).toEqual({
      'extra.installTime': 'extra',
    });
    expect(
      validateOrderForm(
        { ...valid, extra: { installTime: 'weekday' } },
        { needSmsCode: false, fields },
      ),
    ).toEqual({});
  });
});
