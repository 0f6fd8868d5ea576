import type { ChangeEvent, FormEvent } from 'react';
import { typedNumber, type NumberKind } from '@/lib/normalise';

const digitsOnly = (event: ChangeEvent<HTMLInputElement>) => event.target.value.replace(/\D/g, '');

/**
 * Room for a number as people write it (`+86 (138) 0013-8000`, `110105 19491231 002X`): a
 * pasted or filled-in number is never cut short before it is read.
 */
const TYPED_MAX_LENGTH = 24;

/**
 * A change handler that hands on what the field keeps (`typedNumber`): the number once the text
 * reads as a valid one, else the text as typed. When the text is rewritten the caret is put back
 * after the character it followed, once React has written the new value (which puts it at the end).
 */
function numberChange(kind: NumberKind, onChange: (value: string) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const kept = typedNumber(kind, input.value, input.selectionStart);
    onChange(kept.value);
    const caret = kept.caret;
    if (kept.value === input.value || caret === null) return;
    queueMicrotask(() => {
      if (input.value !== kept.value || input.ownerDocument.activeElement !== input) return;
      input.setSelectionRange(caret, caret);
    });
  };
}

/**
 * Input props for a mainland mobile number: the phone keyboard, the phone's own number offered
 * for autofill, and `+86 138 0013 8000`, `138-0013-8000` or a pasted number read as its 11 digits.
 */
export function mobileInputProps(value: string, onChange: (value: string) => void) {
  return {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    maxLength: TYPED_MAX_LENGTH,
    value,
    onChange: numberChange('mobile', onChange),
  } as const;
}

/**
 * Input props for an identity card number: capitals offered, a pasted number with spaces read
 * as its 18 characters, a lower-case x read as X. Never autofilled (it is never stored either).
 */
export function idCardInputProps(value: string, onChange: (value: string) => void) {
  return {
    inputMode: 'text',
    autoComplete: 'off',
    autoCapitalize: 'characters',
    spellCheck: false,
    maxLength: TYPED_MAX_LENGTH,
    value,
    onChange: numberChange('idCard', onChange),
  } as const;
}

/** Input props for a six-digit SMS code, filled from the message where the phone offers it. */
export function smsCodeInputProps(value: string, onChange: (value: string) => void) {
  return {
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(digitsOnly(event)),
  } as const;
}

/** A form submit handler that stays on the page and calls `onSubmit`. */
export function submitWith(onSubmit: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
}
